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
import { emptyRecipient, RecipientsEditor, recipientErrors } from './recipients-editor';
import { SignaturePicker } from './signature-picker';

type TProps = {
  documentId: string;
  myName: string;
  blocked: boolean;
  busy: boolean;
  error: string | null;
  onSend: (draft: TSendDraft) => void;
};

/** Recipients, order, message, expiry, reminders and, if wanted, the sender's own signature. */
export function SendForm({ documentId, myName, blocked, busy, error, onSend }: TProps) {
  const [recipients, setRecipients] = useState<TRecipientDraft[]>([emptyRecipient()]);
  const [order, setOrder] = useState<TSigningOrder>('SEQUENTIAL');
  const [message, setMessage] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [remind, setRemind] = useState<number | ''>(3);
  const [signFirst, setSignFirst] = useState(false);
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [tried, setTried] = useState(false);
  const onSignature = useCallback((value: TSignatureInput | null) => setSignature(value), []);
  const errors = recipientErrors(recipients);
  const needsSignature = signFirst && !signature;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (blocked || Object.keys(errors).length > 0 || needsSignature) return;
        onSend({
          documentId,
          recipients,
          order,
          message,
          expiresOn,
          remindEveryDays: typeof remind === 'number' && remind > 0 ? remind : null,
          signFirst: signFirst ? signature : null,
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
