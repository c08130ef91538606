import {
  acnCheckMessage,
  authorisationProblems,
  canSubmitAuthorisation,
  identifierDigits,
  VIRTUAL_OFFICE_MESSAGES as M,
  type TAuthoriserRole,
  type TVirtualOffice,
} from '@app/domain';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { finaliseVirtualOffice, uploadSignature } from '../api/virtual-offices';
import { isSigned, signatureKey, signaturePng, type TSignature } from './signature-model';
import { SignaturePad } from './signature-pad';
import { useAcnCheck } from './use-acn-check';

const todayYmd = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * SPEC §2.5 virtual office authorisation: who signs for the company, their role(s), a drawn
 * signature and the company's ACN (the box hidden when the ACN came in the address). Submit
 * uploads the signature as a PNG (reusing the upload when the signature has not changed),
 * finalises, then opens the payment-success page.
 */
export function AuthorisationForm(props: { office: TVirtualOffice; acnFromQuery?: string }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [firstName, setFirstName] = useState('');
  const [middleName, setMiddleName] = useState('');
  const [lastName, setLastName] = useState('');
  const [roles, setRoles] = useState<TAuthoriserRole[]>([]);
  const [rolesTouched, setRolesTouched] = useState(false);
  const [signature, setSignature] = useState<TSignature>(null);
  const [acnTyped, setAcnTyped] = useState(props.office.acn ?? '');
  const acn = props.acnFromQuery ?? acnTyped;
  const acnCheck = useAcnCheck(acn);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploaded = useRef<{ key: string; url: string } | null>(null);

  const draft = {
    firstName,
    middleName,
    lastName,
    roles,
    signed: isSigned(signature),
    acn,
    acnCheck,
  };
  const problems = authorisationProblems(draft);
  const shown = (field: string) => (touched[field] ? problems[field] : undefined);
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async () => {
    if (!canSubmitAuthorisation(draft) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const key = signatureKey(signature);
      let signatureUrl = uploaded.current?.key === key ? uploaded.current.url : null;
      if (!signatureUrl) {
        try {
          const png = await signaturePng(signature);
          signatureUrl = await uploadSignature({
            png,
            userId: user.flakeId,
            fileName: `virtual-office-signature-${props.office.id}.png`,
          });
          uploaded.current = { key, url: signatureUrl };
        } catch {
          setFailure(M.uploadFailed);
          return;
        }
      }
      try {
        await finaliseVirtualOffice({
          virtualOfficeId: props.office.id,
          signatureUrl,
          signedDate: todayYmd(),
          acnNumber: identifierDigits(acn),
          authorizer: {
            firstName: firstName.trim(),
            middleName: middleName.trim() || undefined,
            lastName: lastName.trim(),
            role: roles,
          },
        });
      } catch {
        setFailure(M.finaliseFailed);
        return;
      }
      await client.invalidateQueries({ queryKey: ['virtual-offices'] });
      navigate(paths.paymentSuccess({ type: 'virtualOffice', virtualOfficeId: props.office.id }));
    } finally {
      setBusy(false);
    }
  };

  const acnMessage = acnCheckMessage(acnCheck);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Authorise us to use <strong>{props.office.address}</strong> as the address of{' '}
          <strong>{props.office.businessName}</strong>. Sign as a director or secretary of the
          company.
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            onBlur={() => touch('firstName')}
            error={shown('firstName')}
            miw={160}
          />
          <TextInput
            label="Middle name (optional)"
            value={middleName}
            onChange={(e) => setMiddleName(e.currentTarget.value)}
            miw={160}
          />
          <TextInput
            label="Last name"
            required
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            onBlur={() => touch('lastName')}
            error={shown('lastName')}
            miw={160}
          />
        </Group>
        <Checkbox.Group
          label="Your role in the company"
          withAsterisk
          value={roles}
          onChange={(v) => {
            setRoles(v as TAuthoriserRole[]);
            setRolesTouched(true);
          }}
          error={rolesTouched || touched.role ? problems.role : undefined}
        >
          <Group mt={6}>
            <Checkbox value="director" label="Director" />
            <Checkbox value="secretary" label="Secretary" />
          </Group>
        </Checkbox.Group>
        <SignaturePad
          value={signature}
          onChange={(next) => {
            setSignature(next);
            touch('signature');
          }}
          error={touched.signature ? problems.signature : null}
        />
        {props.acnFromQuery === undefined && (
          <TextInput
            label="Company ACN"
            required
            inputMode="numeric"
            value={acnTyped}
            onChange={(e) => setAcnTyped(e.currentTarget.value)}
            onBlur={() => touch('acn')}
            error={touched.acn && !identifierDigits(acn) ? M.acnRequired : undefined}
          />
        )}
        <Text
          size="sm"
          role="status"
          aria-live="polite"
          c={acnCheck === 'valid' ? 'green.8' : acnCheck === 'invalid' ? 'red' : 'dimmed'}
          data-testid="acn-check"
        >
          {acnMessage}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!canSubmitAuthorisation(draft)}>
            Sign and finish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
