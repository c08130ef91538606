import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, apiDownload } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import {
  type TChangeDocumentSigning,
  type TDocumentSigning,
  useChangeSigning,
  useSendChangeDocument,
} from '../api/change-signing';
import { changeDocumentPath } from '../api/company-changes';
import { SendForSignatureDialog } from './send-for-signature-dialog';

type TDocument = { kind: string; title: string };

/** How a signing stands, in a word and a colour. */
function statusOf(s: TDocumentSigning): { label: string; color: string } {
  switch (s.state) {
    case 'COMPLETED':
      return { label: 'Signed by everyone', color: 'teal' };
    case 'SENT':
    case 'SIGNING':
      return { label: `Sent · ${s.signed} of ${s.total} signed`, color: 'blue' };
    case 'DECLINED':
      return { label: 'Declined', color: 'red' };
    case 'CANCELLED':
      return { label: 'Cancelled', color: 'gray' };
    case 'EXPIRED':
      return { label: 'Expired', color: 'orange' };
  }
}

const stillOpen = (s: TDocumentSigning | null) =>
  s !== null && (s.state === 'SENT' || s.state === 'SIGNING');

/**
 * The documents the change needs signed: each downloads as a PDF and goes for signature from
 * here, with its signers filled in from the change; its signing's progress shows beside it.
 */
export function ChangeDocuments({
  changeId,
  documents,
}: {
  changeId: string;
  documents: TDocument[];
}) {
  const signing = useChangeSigning(changeId);
  const send = useSendChangeDocument(changeId);
  const [sending, setSending] = useState<TChangeDocumentSigning | null>(null);
  const byKind = new Map((signing.data ?? []).map((d) => [d.kind, d]));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Documents">
      <Title order={2} size="h4" mb={4}>
        Documents to sign
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Download each document, or send it for signature: the signers get an e-mail link and you see
        here when they have signed.
      </Text>
      <Stack gap="sm">
        {documents.map((d, index) => {
          const info = byKind.get(d.kind);
          const s = info?.signing ?? null;
          return (
            <Stack
              key={d.kind}
              gap={6}
              component="article"
              aria-label={d.title}
              pb={index < documents.length - 1 ? 'sm' : 0}
              style={
                index < documents.length - 1
                  ? { borderBottom: '1px solid var(--mantine-color-gray-3)' }
                  : undefined
              }
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {d.title}
                </Text>
                {s && (
                  <Badge variant="light" color={statusOf(s).color} style={{ flexShrink: 0 }}>
                    {statusOf(s).label}
                  </Badge>
                )}
              </Group>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    apiDownload(changeDocumentPath(changeId, d.kind)).catch((e: Error) =>
                      showErrorToast(e.message, 'The download failed'),
                    )
                  }
                >
                  Download PDF
                </Button>
                {s?.signedPdfUrl ? (
                  <Button
                    size="xs"
                    onClick={() =>
                      apiDownload(s.signedPdfUrl as string)
                        .then(({ fileName }) => showSuccessToast(`${fileName} downloaded`))
                        .catch((e: Error) => showErrorToast(e.message, 'The download failed'))
                    }
                  >
                    Download signed PDF
                  </Button>
                ) : null}
                {info && !stillOpen(s) && s?.state !== 'COMPLETED' ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      send.reset();
                      setSending(info);
                    }}
                  >
                    {s ? 'Send again' : 'Send for signature'}
                  </Button>
                ) : null}
                {s ? (
                  <Anchor component={Link} to={paths.esignProcess(s.processId)} size="sm">
                    {stillOpen(s) ? 'Follow the signing' : 'See the signing'}
                  </Anchor>
                ) : null}
              </Group>
            </Stack>
          );
        })}
        {signing.isError && (
          <Text size="sm" c="dimmed">
            Signing is not available for these documents just now.
          </Text>
        )}
      </Stack>
      <SendForSignatureDialog
        opened={sending !== null}
        title={sending?.title ?? ''}
        suggested={sending?.signers ?? EMPTY}
        busy={send.isPending}
        error={send.error?.message ?? null}
        needsPlan={send.error instanceof ApiError && send.error.code === 'PAYMENT_REQUIRED'}
        onClose={() => setSending(null)}
        onSend={(signers) =>
          sending &&
          send.mutate(
            { kind: sending.kind, signers },
            {
              onSuccess: () => {
                showSuccessToast(`${sending.title} is out for signature`);
                setSending(null);
              },
            },
          )
        }
      />
    </Card>
  );
}

const EMPTY: never[] = [];
