import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiDownload } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import {
  useCancelSigning,
  useChangeSignerEmail,
  useRemindSigner,
  useSigningProcess,
} from '../api/tracking';
import { CancelDialog } from '../components/cancel-dialog';
import { EventsLog } from '../components/events-log';
import { RecipientList } from '../components/recipient-list';
import { PROCESS_STATUS } from '../lib/labels';
import { formatWhen } from '../lib/times';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** /documents/signing/{id}: the sender follows one signing process and acts on it. */
export function ProcessPage() {
  const { processId = '' } = useParams();
  const process = useSigningProcess(processId);
  const cancel = useCancelSigning(processId);
  const remind = useRemindSigner(processId);
  const changeEmail = useChangeSignerEmail(processId);
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const data = process.data;

  let body: React.ReactNode;
  if (process.isPending) body = <Loader aria-label="Loading the signing" />;
  else if (!data) {
    body = (
      <Alert color="red" role="alert">
        This signing was not found among yours.{' '}
        <Anchor component={Link} to={paths.myDocuments()}>
          Back to My documents
        </Anchor>
      </Alert>
    );
  } else {
    const status = PROCESS_STATUS[data.status];
    const open = data.status === 'IN_PROGRESS' || data.status === 'CREATED';
    body = (
      <Stack gap="lg">
        <Group gap="sm">
          <Badge size="lg" variant="light" color={status.color} c={`${status.color}.9`}>
            {status.label}
          </Badge>
          <Text size="sm" c="dimmed">
            {data.order === 'SEQUENTIAL'
              ? 'Signed one after another'
              : 'Signed by everyone at once'}
            {data.expiresAt ? ` · link works until ${formatWhen(data.expiresAt)}` : ''}
          </Text>
        </Group>
        {data.signedPdfUrl ? (
          <Group>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                apiDownload(data.signedPdfUrl as string)
                  .then(({ fileName }) => showSuccessToast(`${fileName} downloaded`))
                  .catch((error: Error) => showErrorToast(error.message, 'The download failed'))
                  .finally(() => setDownloading(false));
              }}
            >
              Download the signed PDF
            </Button>
          </Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Recipients
            </Title>
            <RecipientList
              recipients={data.recipients}
              sequential={data.order === 'SEQUENTIAL'}
              open={open}
              reminding={remind.isPending ? (remind.variables ?? null) : null}
              onRemind={(id) =>
                remind.mutate(id, {
                  onSuccess: () => showSuccessToast('Reminder sent'),
                  onError: (error) => showErrorToast(error.message),
                })
              }
              onChangeEmail={(recipientId, email) =>
                changeEmail.mutateAsync({ recipientId, email }).then(
                  () => showSuccessToast('E-mail changed; a new link was sent'),
                  (error: Error) => {
                    showErrorToast(error.message);
                    throw error;
                  },
                )
              }
            />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Activity
            </Title>
            <Paper withBorder p="md" radius="md">
              <EventsLog events={data.events} />
            </Paper>
          </Stack>
        </SimpleGrid>
        {open ? (
          <Group>
            <Button variant="outline" color="red" onClick={() => setCancelling(true)}>
              Cancel signing
            </Button>
          </Group>
        ) : null}
        <CancelDialog
          opened={cancelling}
          busy={cancel.isPending}
          error={messageOf(cancel.error)}
          onClose={() => setCancelling(false)}
          onCancel={(note) => cancel.mutate(note, { onSuccess: () => setCancelling(false) })}
        />
      </Stack>
    );
  }

  return (
    <Container size="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.myDocuments()} size="sm">
          ← My documents
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {data ? data.title : 'Signing'}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
