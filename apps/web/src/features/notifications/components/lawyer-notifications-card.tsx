import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import {
  type TNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationCentre,
  useNotificationsLive,
} from '../api/notifications';

const SHOWN = 5;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The lawyer's notifications on their dashboard: lawyers have no bell in the header (SPEC
 * §2.3), so the latest notices are listed here, unread ones marked, updated live.
 */
export function LawyerNotificationsCard() {
  const centre = useNotificationCentre();
  useNotificationsLive(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = centre.data?.unreadNotificationsCount ?? 0;
  const items = (centre.data?.notifications ?? []).slice(0, SHOWN);

  const open = (item: TNotification) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="lawyer-notices">
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id="lawyer-notices">
            Notifications
          </Title>
          {unread > 0 && (
            <Badge
              color="red"
              variant="filled"
              aria-label={`${unread} unread`}
              style={{ flexShrink: 0 }}
            >
              {unread}
            </Badge>
          )}
        </Group>
        {unread > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={() => markAll.mutate()}>
            Mark all as read
          </Button>
        )}
      </Group>
      <QueryState query={centre} loadingLabel="Loading notifications" />
      {centre.data && items.length === 0 && (
        <Text size="sm" c="dimmed">
          You have no notifications yet.
        </Text>
      )}
      <Stack gap={4}>
        {items.map((item) => (
          <UnstyledButton
            key={item.id}
            onClick={() => open(item)}
            p="xs"
            data-testid="lawyer-notification"
            aria-label={`${item.read ? '' : 'Unread: '}${item.title}. ${item.body}`}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: item.read ? undefined : 'var(--mantine-color-blue-0)',
              borderLeft: item.read
                ? '3px solid transparent'
                : '3px solid var(--mantine-color-blue-6)',
            }}
          >
            <Text size="sm" fw={item.read ? 400 : 600}>
              {item.title}
            </Text>
            <Text size="sm">{item.body}</Text>
            <Text size="xs" c="dimmed">
              {when(item.createdAt)}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
