import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { useVerifySealedPdf } from './verify-api';
import { VerifyResult } from './verify-result';

/**
 * /esign/verify: anyone holding a signed PDF can learn whether it is unaltered since it was
 * completed here, and who signed it. The file is sent only to be checked; nothing is kept.
 */
export function VerifyPage() {
  const verify = useVerifySealedPdf();
  const [fileName, setFileName] = useState('');
  const [dragging, setDragging] = useState(false);

  const check = (file: File | null | undefined) => {
    if (!file) return;
    setFileName(file.name);
    verify.mutate(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" py="md">
      <div>
        <Title order={1}>Verify a signed PDF</Title>
        <Text c="dimmed" mt={4}>
          Every PDF signed on Clausewell is sealed with a digital signature. Choose the PDF to check
          that nothing in it has changed since it was completed, and who signed it.
        </Text>
      </div>
      <Paper
        withBorder
        radius="md"
        p="xl"
        data-testid="verify-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-blue-6)' : undefined,
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Stack align="center" gap="sm">
          <Text fw={600} ta="center">
            Drop the signed PDF here
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            or
          </Text>
          <FileButton onChange={check} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} loading={verify.isPending}>
                Choose a PDF
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" ta="center">
            Up to 20 MB. The file is checked and not kept.
          </Text>
        </Stack>
      </Paper>
      <div aria-live="polite">
        {verify.isError && (
          <Alert color="red" title="The file could not be checked">
            {verify.error.message}
          </Alert>
        )}
        {verify.data && !verify.isPending && (
          <VerifyResult answer={verify.data} fileName={fileName} />
        )}
      </div>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          A PDF reader such as Adobe Acrobat shows the same seal in its signature panel.
        </Text>
      </Group>
    </Stack>
  );
}
