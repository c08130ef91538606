import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** Customers only (SPEC §6); the notification feed itself comes with the growth area. */
export function NotificationsButton() {
  return (
    <Popover position="bottom-end" width={260} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Notifications"
          data-testid="notifications-button"
        >
          <IconBell size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">You have no new notifications.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
