import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TDownloadFormat } from '../../api/download';
import { FreemiumPanel } from '../freemium-panel';
import { ReviewModal } from '../review-modal';
import { FORMAT_NAMES, useFileDownload } from './use-file-download';

/** Download PDF and Word as buttons in view, with progress while the file is made. */
export function DownloadActions({ documentId }: { documentId: string }) {
  const download = useFileDownload(documentId);
  const busy = download.downloading;
  const button = (format: TDownloadFormat, label: string, icon: ReactNode) => (
    <Button
      variant={format === 'pdf' ? 'filled' : 'default'}
      leftSection={icon}
      loading={busy?.format === format}
      disabled={busy !== null && busy.format !== format}
      onClick={() => download.start(format)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {button('pdf', 'Download PDF', <IconFileTypePdf size={18} aria-hidden="true" />)}
        {button('docx', 'Download Word', <IconFileTypeDocx size={18} aria-hidden="true" />)}
      </Group>
      <div role="status" aria-live="polite">
        {busy && (
          <Stack gap={6} maw={420} data-testid="download-progress">
            <Progress value={100} striped animated size="sm" aria-label="Preparing the file" />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                {busy.attempt === 1
                  ? `Preparing your ${FORMAT_NAMES[busy.format]}… this takes a few seconds.`
                  : `The connection or the server is busy. Trying again (try ${busy.attempt} of ${busy.tries})…`}
              </Text>
              {busy.attempt > 1 && (
                <Button variant="subtle" size="compact-sm" onClick={download.stop}>
                  Stop
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </div>
      {download.failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={`The ${FORMAT_NAMES[download.failure.format]} was not downloaded`}
          maw={560}
        >
          <Text size="sm">{download.failure.message}</Text>
          <Button
            mt="sm"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => download.failure && download.start(download.failure.format)}
          >
            Try again
          </Button>
        </Alert>
      )}
      <FreemiumPanel
        opened={download.panel !== null}
        reason={download.panel?.reason ?? null}
        freePdfAvailable={download.panel?.freePdfAvailable ?? false}
        assetId={download.panel?.assetId ?? null}
        onFreePdf={() => download.start('pdf')}
        onClose={download.closePanel}
      />
      <ReviewModal documentId={download.review.documentId} onClose={download.review.close} />
    </Stack>
  );
}
