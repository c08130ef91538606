import { Group, Progress, Text } from '@mantine/core';

/** "3 of 6 steps done" with a bar that a screen reader announces the same way. */
export function WorkflowProgress({
  title,
  done,
  total,
}: {
  title: string;
  done: number;
  total: number;
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const words = `${done} of ${total} steps done`;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed">
          {words}
        </Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent === 100 ? 'teal' : 'blue'}
        aria-label={`${title}: ${words}`}
        size="md"
      />
    </div>
  );
}
