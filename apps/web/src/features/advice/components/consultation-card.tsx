import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TConsultation } from '../api/advice';
import { formatWhen, STATUS_LABELS } from '../lib/times';

const STATUS_COLOURS: Record<string, string> = {
  RESERVED: 'blue',
  APPROVED: 'blue',
  PENDING: 'yellow',
  COMPLETED: 'green',
  CANCELED: 'gray',
};

/** One consultation: who, when (in the viewer's zone), how, and what was shared after. */
export function ConsultationCard({
  c,
  timeZone,
  heading,
  children,
}: {
  c: TConsultation;
  timeZone: string;
  heading: string;
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="consultation"
      aria-label={heading}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{heading}</Text>
          <Badge color={STATUS_COLOURS[c.status] ?? 'gray'} variant="light">
            {STATUS_LABELS[c.status] ?? c.status}
          </Badge>
        </Group>
        <Text size="sm">{formatWhen(c.start, timeZone)}</Text>
        <Text size="sm" c="dimmed">
          {c.media === 'VIDEO' ? 'Video call' : 'Phone call'} · {c.topic}
        </Text>
        {c.status !== 'CANCELED' && c.videoLink && (
          <Anchor href={c.videoLink} target="_blank" rel="noreferrer" size="sm">
            Join the video call
          </Anchor>
        )}
        {c.status !== 'CANCELED' && !c.videoLink && <Text size="sm">{c.where}</Text>}
        {c.notes && (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Text size="xs" fw={600}>
              Notes from your advisor
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.notes}
            </Text>
          </Paper>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
