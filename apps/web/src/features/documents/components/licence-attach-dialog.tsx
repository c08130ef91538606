import { formatLicenceEnd, LICENCE_MESSAGES, licenceExpiry, MESSAGES } from '@app/domain';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { useAttachLicence, useDocumentLicences } from '../api/licences';

// The two statuses a licence may be attached to (SPEC §5).
const STATUS_TEXT: Record<string, string> = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In progress',
};

/**
 * SPEC §2.5 licence attach dialog: choose one of the documents a licence may go on (SPEC §5)
 * and confirm. The choice is final, so the dialog says so before Confirm.
 */
export function LicenceAttachDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const licences = useDocumentLicences();
  const attach = useAttachLicence();
  const [chosen, setChosen] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time it opens
  useEffect(() => {
    if (!opened) return;
    setChosen(null);
    attach.reset();
  }, [opened]);

  const documents = licences.data?.documents ?? [];
  const next = licences.data?.licences
    .filter((l) => l.available)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0];
  const until = formatLicenceEnd(next?.expiresAt ?? licenceExpiry(new Date()).toISOString());

  const confirm = () => {
    const doc = documents.find((d) => d.assetFlakeId === chosen);
    if (!doc) return;
    attach.mutate([{ assetFlakeId: doc.assetFlakeId, assetTitle: doc.title }], {
      onSuccess: ([licence]) => {
        showSuccessToast(
          `“${doc.title}” is licensed until ${formatLicenceEnd(licence?.expiresAt ?? '')}`,
        );
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Attach your document licence"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md" data-testid="licence-attach-dialog">
        {licences.isPending && <Loader aria-label="Loading your licences" />}
        {licences.isError && (
          <Alert color="red" variant="light" role="alert">
            {MESSAGES.licenceAttachErrorPrefix}
            {licences.error.message}
          </Alert>
        )}
        {licences.data && (
          <>
            <Text size="sm">
              A licence gives one document PDF and Word downloads and unlimited versions until{' '}
              {until}. You have {licences.data.availableCount} unused{' '}
              {licences.data.availableCount === 1 ? 'licence' : 'licences'}.
            </Text>
            {documents.length === 0 ? (
              <Text c="dimmed" size="sm">
                None of your documents can take a licence yet. Start or finish a document first.
              </Text>
            ) : (
              <Radio.Group
                label={LICENCE_MESSAGES.chooseDocument}
                value={chosen}
                onChange={setChosen}
              >
                <Stack gap="xs" mt="xs">
                  {documents.map((d) => (
                    <Radio
                      key={d.assetFlakeId}
                      value={d.assetFlakeId}
                      label={d.title}
                      description={STATUS_TEXT[d.status] ?? d.status}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <Text size="sm" c="dimmed">
              Once attached, a licence cannot be moved to another document.
            </Text>
          </>
        )}
        {attach.isError && (
          <Alert color="red" variant="light" role="alert">
            {MESSAGES.licenceAttachErrorPrefix}
            {attach.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!chosen} loading={attach.isPending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
