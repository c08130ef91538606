import { UPLOAD_ACCEPT } from '@app/domain';
import { ActionIcon, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconSparkles, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type TUploadPurpose, useUploadDocument } from '../hooks/use-upload-document';

const ACCEPT = Object.entries(UPLOAD_ACCEPT)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(',');

/**
 * "Upload" for My documents: a real file input behind a button (keyboard and screen
 * readers reach the button; the input stays out of the tab order). A second choice
 * uploads the file for AI review.
 */
export function UploadButton({ folderId }: { folderId: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [purpose, setPurpose] = useState<TUploadPurpose>('store');
  const { upload, progress, busy } = useUploadDocument(folderId);
  const choose = (next: TUploadPurpose) => {
    setPurpose(next);
    input.current?.click();
  };
  const percent = progress ? Math.round(progress.fraction * 100) : 0;

  return (
    <Stack gap={4} align="flex-end">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file, purpose);
        }}
      />
      <Group gap={0} wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          onClick={() => choose('store')}
          loading={busy}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          Upload
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size={36}
              disabled={busy}
              aria-label="More ways to upload"
              style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 }}
            >
              <IconChevronDown size={16} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              onClick={() => choose('store')}
            >
              Upload a document
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSparkles size={16} aria-hidden="true" />}
              onClick={() => choose('review')}
            >
              Upload for AI review
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <div role="status" aria-live="polite" style={{ minWidth: 0 }}>
        {progress && purpose === 'store' && (
          <Stack gap={2} w={200} data-testid="upload-progress">
            <Text size="xs" c="dimmed" truncate>
              Uploading {progress.fileName}… {percent}%
            </Text>
            <Progress value={percent} size="sm" aria-label={`Uploading ${progress.fileName}`} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
