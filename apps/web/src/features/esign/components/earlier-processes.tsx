import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { PROCESS_STATUS } from '../lib/labels';
import { formatWhen } from '../lib/times';
import type { TSigningProcess } from '../lib/types';

const DONE = new Set(['SIGNED', 'COMPLETE']);

/** This document's signing processes, newest first, each leading to its tracking page. */
export function EarlierProcesses({ processes }: { processes: readonly TSigningProcess[] }) {
  if (processes.length === 0) return null;
  const newestFirst = [...processes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Signing of this document
      </Title>
      {newestFirst.map((process) => {
        const status = PROCESS_STATUS[process.status];
        // Who acts on it (a viewer only receives a copy); on completion each reads COMPLETE.
        const acting = process.recipients.filter((r) => r.role !== 'VIEWER');
        const signed = acting.filter((r) => DONE.has(r.status)).length;
        return (
          <Paper key={process.id} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs">
              <Stack gap={0}>
                <Anchor component={Link} to={paths.esignProcess(process.id)} fw={600}>
                  Started {formatWhen(process.createdAt)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {signed} of {acting.length} signed
                </Text>
              </Stack>
              <Badge variant="light" color={status.color} c={`${status.color}.9`}>
                {status.label}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
