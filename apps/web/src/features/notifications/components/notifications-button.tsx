import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type TNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationCentre,
  useNotificationsLive,
} from '../api/notifications';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

function NotificationItem({ item, onOpen }: { item: TNotification; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: item.read ? undefined : 'var(--mantine-color-blue-0)',
      }}
      data-testid="notification"
      aria-label={`${item.read ? '' : 'Unread: '}${item.title}. ${item.body}`}
    >
      <Text size="sm" fw={item.read ? 400 : 600}>
        {item.title}
      </Text>
      <Text size="sm">{item.body}</Text>
      <Text size="xs" c="dimmed">
        {when(item.createdAt)}
      </Text>
    </UnstyledButton>
  );
}

/** The header's bell (customers only, SPEC §2.3): an unread badge and the notification centre. */
export function NotificationsButton() {
  const [opened, setOpened] = useState(false);
  const centre = useNotificationCentre();
  useNotificationsLive(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = centre.data?.unreadNotificationsCount ?? 0;
  const items = centre.data?.notifications ?? [];

  const openItem = (item: TNotification) => {
    if (!item.read) markRead.mutate(item.id);
    setOpened(false);
    if (item.link) void navigate(item.link);
  };

  return (
    <Indicator
      disabled={unread === 0}
      label={unread > 9 ? '9+' : unread}
      size={16}
      color="red"
      offset={6}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={320}
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            data-testid="notifications-button"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markAll.mutate()}>
                Mark all as read
              </Button>
            )}
          </Group>
          {centre.isPending ? (
            <Loader size="sm" aria-label="Loading notifications" m="xs" />
          ) : centre.isError ? (
            <Text size="sm" c="red" role="alert" p="xs">
              {centre.error.message}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" p="xs">
              You have no new notifications.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={4}>
                {items.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={() => openItem(item)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
