import { COMPANY_CAPACITIES, executionCheckForSending, missingWitness } from '@app/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import type { TRecipientDraft, TSendDraft, TSignatureInput, TSigningOrder } from '../lib/types';
import { CompanySigning, companyProblems, type TCompanyDraft } from '../placement/company-signing';
import { PlacementEditor } from '../placement/placement-editor';
import {
  signersWithoutSignature,
  type TPlacedDraft,
  type TPlacementRecipient,
} from '../placement/placement-model';
import { ExecutionWarnings } from './execution-warnings';
import { emptyRecipient, RecipientsEditor, recipientErrors } from './recipients-editor';
import { SignaturePicker } from './signature-picker';

type TProps = {
  documentId: string;
  /** The template the document was made from (null for an upload), for its signing rules. */
  templateId?: string | null;
  answers?: unknown;
  myName: string;
  myEmail: string;
  blocked: boolean;
  busy: boolean;
  error: string | null;
  onSend: (draft: TSendDraft) => void;
};

/** Recipients, order, message, expiry, reminders and, if wanted, the sender's own signature. */
export function SendForm({
  documentId,
  templateId,
  answers,
  myName,
  myEmail,
  blocked,
  busy,
  error,
  onSend,
}: TProps) {
  const [recipients, setRecipients] = useState<TRecipientDraft[]>([emptyRecipient()]);
  const [order, setOrder] = useState<TSigningOrder>('SEQUENTIAL');
  const [message, setMessage] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [remind, setRemind] = useState<number | ''>(3);
  const [signFirst, setSignFirst] = useState(false);
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [tried, setTried] = useState(false);
  const onSignature = useCallback((value: TSignatureInput | null) => setSignature(value), []);
  const [placing, setPlacing] = useState<'auto' | 'manual'>('auto');
  const [placed, setPlaced] = useState<TPlacedDraft[]>([]);
  const [company, setCompany] = useState<TCompanyDraft | null>(null);
  const errors = recipientErrors(recipients);
  const needsSignature = signFirst && !signature;
  const me = myEmail.trim().toLowerCase();
  // Who fills fields: the sender when they sign first, then everyone who is not only a viewer.
  const acting: TPlacementRecipient[] = [
    ...(signFirst ? [{ name: myName, email: me }] : []),
    ...recipients
      .map((r) => ({ name: r.name.trim(), email: r.email.trim().toLowerCase(), role: r.role }))
      .filter((r) => r.role !== 'VIEWER' && !(signFirst && r.email === me)),
  ];
  const officers = new Set(company?.officers ?? []);
  const fields = placed.filter((f) => acting[f.recipient]);
  const unsigned =
    placing === 'manual'
      ? signersWithoutSignature(fields, acting).filter((r) => !officers.has(r.email))
      : [];
  const companyErrors = companyProblems(company);
  const execution = executionCheckForSending({
    templateId,
    answers,
    companySigns: company !== null,
    recipients: [
      ...(signFirst ? [{ role: 'SIGNER' as const, email: me }] : []),
      ...recipients
        .map((r) => ({ role: r.role, email: r.email.trim().toLowerCase(), state: r.state }))
        .filter((r) => !(signFirst && r.email === me))
        .map(({ state, ...r }) => (state ? { ...r, state } : r)),
    ],
  });
  const witnessMissing = missingWitness(execution);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (blocked || Object.keys(errors).length > 0 || needsSignature) return;
        if (unsigned.length > 0 || Object.keys(companyErrors).length > 0) return;
        if (witnessMissing) return;
        onSend({
          documentId,
          recipients,
          order,
          message,
          expiresOn,
          remindEveryDays: typeof remind === 'number' && remind > 0 ? remind : null,
          signFirst: signFirst ? signature : null,
          fields:
            placing === 'manual'
              ? fields.map(({ key: _key, recipient, ...f }) => ({
                  ...f,
                  recipientEmail: acting[recipient]!.email,
                }))
              : null,
          companies: company
            ? [
                {
                  name: company.name.trim(),
                  acn: company.acn,
                  execution: company.execution,
                  officerEmails: company.officers.slice(
                    0,
                    COMPANY_CAPACITIES[company.execution].length,
                  ),
                },
              ]
            : null,
        });
      }}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Who signs
          </Title>
          <RecipientsEditor
            recipients={recipients}
            onChange={setRecipients}
            errors={tried ? errors : {}}
            sequential={order === 'SEQUENTIAL'}
          />
          <Radio.Group
            label="Order"
            value={order}
            onChange={(value) => setOrder(value as TSigningOrder)}
          >
            <Stack gap={6} mt={4}>
              <Radio value="SEQUENTIAL" label="One after another, in the order above" />
              <Radio value="PARALLEL" label="Everyone at once" />
            </Stack>
          </Radio.Group>
          <ExecutionWarnings check={execution} />
          {tried && witnessMissing ? (
            <Alert color="red" role="alert">
              {witnessMissing.message}
            </Alert>
          ) : null}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Where they sign
          </Title>
          <CompanySigning
            company={company}
            onChange={setCompany}
            signers={recipients
              .filter((r) => r.role === 'SIGNER')
              .map((r) => ({ name: r.name.trim(), email: r.email.trim().toLowerCase() }))}
            showErrors={tried}
          />
          <Radio.Group
            label="Signature fields"
            value={placing}
            onChange={(value) => setPlacing(value as 'auto' | 'manual')}
          >
            <Stack gap={6} mt={4}>
              <Radio
                value="auto"
                label="Place them for me: a signature and date for each signer on a signing page at the end"
              />
              <Radio value="manual" label="Place fields myself on the document’s pages" />
            </Stack>
          </Radio.Group>
          {placing === 'manual' ? (
            <PlacementEditor
              url={`/api/esign/preview/${documentId}`}
              recipients={acting}
              fields={fields}
              onChange={setPlaced}
            />
          ) : null}
          {tried && unsigned.length > 0 ? (
            <Alert color="red" role="alert">
              Place a signature field for {unsigned.map((r) => r.name || r.email).join(', ')}.
            </Alert>
          ) : null}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Message and timing
          </Title>
          <Textarea
            label="Message to the recipients"
            description="Shown in the e-mail and above the document."
            maxLength={1000}
            minRows={2}
            autosize
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Sign by"
              description="After this day the link no longer works."
              type="date"
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.currentTarget.value)}
            />
            <NumberInput
              label="Remind every (days)"
              description="0 sends no reminders."
              min={0}
              max={30}
              value={remind}
              onChange={(value) => setRemind(typeof value === 'number' ? value : '')}
            />
          </Group>
        </Stack>
        <Stack gap="sm">
          <Checkbox
            label="I sign first"
            description="Your signature goes on before anyone else is asked."
            checked={signFirst}
            onChange={(event) => setSignFirst(event.currentTarget.checked)}
          />
          {signFirst ? <SignaturePicker name={myName} onChange={onSignature} /> : null}
          {tried && needsSignature ? (
            <Alert color="red" role="alert">
              Add your signature, or untick “I sign first”.
            </Alert>
          ) : null}
        </Stack>
        {tried && Object.keys(errors).length > 0 ? (
          <Alert color="red" role="alert">
            Check the recipients: each needs a name and an e-mail address.
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" size="md" loading={busy} disabled={blocked}>
            Send for signature
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
