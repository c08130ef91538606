import {
  Alert,
  Anchor,
  Container,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import {
  useDocumentToSign,
  useEsignAllowance,
  useSelfSign,
  useSendForSignature,
} from '../api/sending';
import { useSigningProcessesForDocument } from '../api/tracking';
import { useBulkSends } from '../bulk/bulk-api';
import { BulkProgress } from '../bulk/bulk-progress';
import { BulkSendPanel, BulkSentNotice } from '../bulk/bulk-send-panel';
import { AllowanceNotice, allowanceUsedUp } from '../components/allowance-notice';
import { EarlierProcesses } from '../components/earlier-processes';
import { SelfSignPanel } from '../components/self-sign-panel';
import { SendForm } from '../components/send-form';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** A document being answered is not signed: its wording must not change under the signatures. */
const SIGNING_NOW = new Set(['SENT_FOR_SIGNATURE', 'ESIGN_IN_PROGRESS']);

/** /documents/{id}/sign: send a finished document for signature, or sign it yourself. */
export function SendPage() {
  const { documentId = '' } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const document = useDocumentToSign(documentId);
  const allowance = useEsignAllowance();
  const processes = useSigningProcessesForDocument(documentId);
  const bulkSends = useBulkSends(documentId);
  const send = useSendForSignature();
  const selfSign = useSelfSign();
  const [mode, setMode] = useState<'send' | 'self' | 'bulk'>('send');
  const [bulkSent, setBulkSent] = useState<number | null>(null);
  // Three choices side by side do not fit a phone's width: there they stack.
  const phone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const blocked = allowanceUsedUp(allowance.data);
  const title = document.data?.title;

  let body: React.ReactNode;
  if (document.isPending) {
    body = <Loader aria-label="Loading the document" />;
  } else if (!document.data) {
    body = (
      <Alert color="red" role="alert">
        This document was not found among yours. Open it from{' '}
        <Anchor component={Link} to={paths.myDocuments()}>
          My documents
        </Anchor>
        .
      </Alert>
    );
  } else if (document.data.status === 'IN_PROGRESS') {
    body = (
      <Alert color="yellow">
        Finish the document before it is signed, so its wording cannot change under the signatures.{' '}
        <Anchor component={Link} to={paths.documentQuestionnaire(documentId)}>
          Continue the document
        </Anchor>
      </Alert>
    );
  } else {
    const toProcess = (process: { id: string }) => navigate(paths.esignProcess(process.id));
    const signingNow = SIGNING_NOW.has(document.data.status);
    body = (
      <Stack gap="lg">
        <BulkProgress sends={bulkSends.data ?? []} />
        <EarlierProcesses processes={processes.data ?? []} />
        {bulkSent !== null && signingNow ? <BulkSentNotice copies={bulkSent} /> : null}
        {signingNow ? (
          <Alert color="blue">
            This document is out for signature. Follow it above, or cancel that signing to start
            again.
          </Alert>
        ) : null}
        <AllowanceNotice allowance={allowance.data} />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'send' | 'self' | 'bulk')}
          data={[
            { value: 'send', label: 'Send for signature' },
            { value: 'self', label: 'Sign myself' },
            { value: 'bulk', label: 'Send to a list' },
          ]}
          fullWidth
          orientation={phone ? 'vertical' : 'horizontal'}
        />
        {signingNow ? null : (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            {/* The two forms stay mounted, so switching away and back keeps what was typed; the
                signature pad sizes itself when shown, so it is drawn only while chosen. */}
            <div hidden={mode !== 'bulk'}>
              <BulkSendPanel documentId={documentId} blocked={blocked} onSent={setBulkSent} />
            </div>
            <div hidden={mode !== 'send'}>
              <SendForm
                documentId={documentId}
                templateId={document.data.templateId}
                answers={document.data.answers}
                myName={user.name}
                myEmail={user.email}
                blocked={blocked}
                busy={send.isPending}
                error={messageOf(send.error)}
                onSend={(draft) => send.mutate(draft, { onSuccess: toProcess })}
              />
            </div>
            {mode === 'self' ? (
              <SelfSignPanel
                myName={user.name}
                blocked={blocked}
                busy={selfSign.isPending}
                error={messageOf(selfSign.error)}
                onSign={(signature) =>
                  selfSign.mutate({ documentId, signature }, { onSuccess: toProcess })
                }
              />
            ) : null}
          </Paper>
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Sign and send
          </Title>
          {title ? (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          ) : null}
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
