import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useUploadDocument } from '../../documents';

const ACCEPT =
  'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx';

/**
 * Review mode (SPEC §2.5, §4): choose a contract; it is uploaded to My documents with the
 * persistent toast, then the review screen opens. `onStarted` lets the panel close itself.
 */
export function ReviewUpload({ onStarted }: { onStarted?: () => void }) {
  const { upload, progress, busy } = useUploadDocument(null);
  const choose = (file: File | null) => {
    if (!file) return;
    onStarted?.();
    void upload(file, 'review');
  };
  return (
    <Stack gap="sm" data-testid="ai-review-upload">
      <Text size="sm">
        Upload a contract (PDF or Word) and the assistant will check it: the kind of document,
        missing clauses, unlimited liability, automatic renewal, unfair terms, restraints, the
        governing law and the parties’ ABNs, each finding shown beside the words it is about.
      </Text>
      <Group>
        <FileButton onChange={choose} accept={ACCEPT} disabled={busy}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={busy}
            >
              Upload a document for review
            </Button>
          )}
        </FileButton>
      </Group>
      {progress && (
        <Progress
          value={Math.round(progress.fraction * 100)}
          aria-label={`Uploading ${progress.fileName}`}
        />
      )}
    </Stack>
  );
}
