import { Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { TLivePerson, TLiveStatus } from '../lib/live-connection';

const STATUS: Record<TLiveStatus, { label: string; color: string; hint: string }> = {
  connecting: { label: 'Connecting…', color: 'gray', hint: 'Opening the shared document.' },
  connected: {
    label: 'Connected',
    color: 'green',
    hint: 'Changes are shared and saved as you type.',
  },
  reconnecting: {
    label: 'Reconnecting…',
    color: 'yellow',
    hint: 'Your edits are kept here and merged when the connection is back.',
  },
  offline: {
    label: 'Offline',
    color: 'orange',
    hint: 'Your edits are kept here and merged when you are back online.',
  },
  refused: { label: 'Not connected', color: 'red', hint: 'This document cannot be opened live.' },
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The connection's state and who else has the document open, announced politely. */
export function LiveStatus(props: { status: TLiveStatus; people: TLivePerson[] }) {
  const status = STATUS[props.status];
  const count = props.people.length;
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" data-testid="live-status">
      <Tooltip label={status.hint} withArrow>
        <Badge color={status.color} variant="light" size="sm">
          {status.label}
        </Badge>
      </Tooltip>
      {count > 1 && (
        <>
          <Avatar.Group spacing="xs" aria-hidden="true">
            {props.people.slice(0, 4).map((p) => (
              <Tooltip key={p.clientId} label={p.name} withArrow>
                <Avatar size="sm" radius="xl" style={{ backgroundColor: p.color, color: 'white' }}>
                  {initials(p.name)}
                </Avatar>
              </Tooltip>
            ))}
          </Avatar.Group>
          <Text size="xs" c="dimmed" data-testid="live-people">
            {count} people editing
            <Text span className="cw-visually-hidden">
              : {props.people.map((p) => p.name).join(', ')}
            </Text>
          </Text>
        </>
      )}
    </Group>
  );
}
