import { Stack, Text, Timeline } from '@mantine/core';
import { formatWhen } from '../lib/times';
import type { TSigningEvent } from '../lib/types';

/** The process's audit log, oldest first, as the server recorded it (append-only). */
export function EventsLog({ events }: { events: readonly TSigningEvent[] }) {
  if (events.length === 0) return <Text c="dimmed">Nothing has happened yet.</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} active={events.length}>
      {events.map((event) => (
        <Timeline.Item key={event.id} title={eventTitle(event)}>
          <Stack gap={0}>
            {event.detail ? <Text size="sm">{event.detail}</Text> : null}
            <Text size="xs" c="dimmed">
              {formatWhen(event.at)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** 'recipient.signed' by 'Ana' reads "Ana: recipient signed". */
function eventTitle(event: TSigningEvent): string {
  const kind = event.kind.replaceAll(/[._]/g, ' ').toLowerCase();
  const sentence = kind.charAt(0).toUpperCase() + kind.slice(1);
  return event.actor ? `${sentence} (${event.actor})` : sentence;
}
