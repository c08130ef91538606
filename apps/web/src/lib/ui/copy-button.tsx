import { TIMINGS } from '@app/domain';
import { ActionIcon, CopyButton as MantineCopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type TCopyButtonProps = {
  value: string;
  /** What is copied, for screen readers: "Copy referral link". */
  label?: string;
};

/** Copies `value`; the check mark stays for 3 s (SPEC §4) so the user sees it worked. */
export function CopyButton({ value, label = 'Copy' }: TCopyButtonProps) {
  return (
    <MantineCopyButton value={value} timeout={TIMINGS.copyCheckMarkMs}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow position="right">
          <ActionIcon
            color={copied ? 'teal' : 'gray'}
            variant="subtle"
            aria-label={copied ? 'Copied' : label}
            data-copied={copied || undefined}
            onClick={copy}
          >
            {copied ? (
              <IconCheck size={16} aria-hidden="true" />
            ) : (
              <IconCopy size={16} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
