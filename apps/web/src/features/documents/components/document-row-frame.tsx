import { ActionIcon, Card, Flex, Group, Menu, Stack, Text } from '@mantine/core';
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
      {/* On a phone the actions go under the title, so a long title gets the row's width. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="sm"
      >
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text
            fw={600}
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="my-document-title"
          >
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
      </Flex>
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
