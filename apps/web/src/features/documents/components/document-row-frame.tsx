import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TMyDocument } from '../api/my-documents';
import { StatusBadge } from './status-badge';

// The frame every My documents row shares: a list item with the title, the status and
// details beside it, anything below, and the row's actions on the right.

export function DocumentRowFrame(props: {
  document: TMyDocument;
  details: ReactNode;
  below?: ReactNode;
  actions: ReactNode;
}) {
  const { document } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid="my-document"
      aria-label={document.title}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {document.title}
          </Text>
          <Group gap="xs">
            <StatusBadge status={document.status} />
            {props.details}
          </Group>
          {props.below}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {props.actions}
        </Group>
      </Group>
    </Card>
  );
}

/** The "More actions" menu of a row, named after the document for screen readers. */
export function DocumentRowMenu({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${title}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
