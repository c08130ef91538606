import { Alert, Box, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import {
  useDeclineAsRecipient,
  useOpenAsSigner,
  useSendSignerCode,
  useSignAsRecipient,
  useSignerSession,
} from '../api/signer-session';
import { CodeStep } from '../components/code-step';
import { ConsentStep } from '../components/consent-step';
import { DeclineDialog } from '../components/decline-dialog';
import { SignStep } from '../components/sign-step';
import { SignerOutcome } from '../components/signer-outcome';
import { sameSiteCallback } from '../lib/callback';
import { outcomeOf } from '../lib/signer-outcome';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : null;

/**
 * The page a recipient reaches from the e-mailed link: /esign/{processId}?token=...
 * (&callback_url=/a/path). No account is needed; the token is the key. Consent comes first,
 * then the code if the sender asked for one, then the whole document and the signature.
 */
export function SignerPage() {
  const { processId = '' } = useParams();
  const [search] = useSearchParams();
  const link = { processId, token: search.get('token') ?? '' };
  const callback = sameSiteCallback(search.get('callback_url'));
  const session = useSignerSession(link);
  const open = useOpenAsSigner(link);
  const sendCode = useSendSignerCode(link);
  const sign = useSignAsRecipient(link);
  const decline = useDeclineAsRecipient(link);
  const [step, setStep] = useState<'consent' | 'code' | 'sign'>('consent');
  const [declining, setDeclining] = useState(false);

  const data = session.data;
  let body: React.ReactNode;
  let heading = data ? data.title : 'Sign a document';
  if (!link.token) {
    heading = 'This signing link is incomplete';
    body = (
      <Text>
        The link has lost its key. Open it again from the e-mail, copying the whole address if you
        paste it.
      </Text>
    );
  } else if (session.isPending) {
    body = (
      <Stack align="center" py="xl">
        <Loader aria-label="Opening the document" />
      </Stack>
    );
  } else if (session.isError || !data) {
    heading = 'This signing link cannot be opened';
    body = (
      <Alert color="red" role="alert">
        {messageOf(session.error) ??
          'The link may be mistyped, expired or already used. Ask the sender to send it again.'}
      </Alert>
    );
  } else {
    const outcome = outcomeOf(data, new Date());
    if (outcome) {
      body = (
        <SignerOutcome
          outcome={outcome}
          title={data.title}
          senderName={data.senderName}
          waitingFor={data.waitingFor}
          callback={callback}
        />
      );
    } else if (step === 'consent') {
      body = (
        <ConsentStep
          senderName={data.senderName}
          recipientName={data.recipientName}
          recipientEmail={data.recipientEmail}
          busy={open.isPending || sendCode.isPending}
          error={messageOf(open.error ?? sendCode.error)}
          onAgree={() => {
            if (data.needsCode) {
              sendCode.mutate(undefined, { onSuccess: () => setStep('code') });
            } else {
              open.mutate({}, { onSuccess: () => setStep('sign') });
            }
          }}
        />
      );
    } else if (step === 'code') {
      body = (
        <CodeStep
          email={data.recipientEmail}
          busy={open.isPending}
          error={messageOf(open.error)}
          resending={sendCode.isPending}
          onResend={() => sendCode.mutate()}
          onSubmit={(code) => open.mutate({ code }, { onSuccess: () => setStep('sign') })}
        />
      );
    } else {
      body = (
        <>
          <SignStep
            session={data}
            busy={sign.isPending}
            error={messageOf(sign.error)}
            onSign={(signature, values) => sign.mutate({ signature, values })}
            onDecline={() => setDeclining(true)}
          />
          <DeclineDialog
            opened={declining}
            busy={decline.isPending}
            error={messageOf(decline.error)}
            onClose={() => setDeclining(false)}
            onDecline={(reason) => decline.mutate(reason, { onSuccess: () => setDeclining(false) })}
          />
        </>
      );
    }
  }

  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="md" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {data ? `From ${data.senderName}, for ${data.recipientName}` : 'Clausewell e-sign'}
            </Text>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Title>
          </Stack>
          {body}
        </Stack>
      </Container>
    </Box>
  );
}
