import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import type { TCustomerTemplate } from '../api/customer-templates';

export type TTemplateActions = {
  onUse: (t: TCustomerTemplate) => void;
  onRename: (t: TCustomerTemplate) => void;
  onUpdate: (t: TCustomerTemplate) => void;
  onHistory: (t: TCustomerTemplate) => void;
  onDelete: (t: TCustomerTemplate) => void;
};

/** One of the customer's templates: its name and dates, Use, and the rest in a menu. */
export function TemplateRow({
  template,
  using,
  divided,
  ...actions
}: TTemplateActions & { template: TCustomerTemplate; using: boolean; divided: boolean }) {
  const name = `“${template.name}”`;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py="xs"
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
      data-testid="my-template"
    >
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Text>
        <Text size="xs" c="dimmed">
          Created {formatDate(template.createdAt)} · Updated {formatDate(template.updatedAt)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          loading={using}
          onClick={() => actions.onUse(template)}
          aria-label={`Use ${name}: make a new document from it`}
        >
          Use
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="default" size={30} aria-label={`More for ${name}`}>
              <IconDots size={16} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.onRename(template)}>Rename</Menu.Item>
            <Menu.Item onClick={() => actions.onUpdate(template)}>Update from a document</Menu.Item>
            <Menu.Item onClick={() => actions.onHistory(template)}>History</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => actions.onDelete(template)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
