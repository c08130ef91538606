import { Button, Group } from '@mantine/core';

export function StepActions(props: { onBack?: () => void; pending: boolean; label?: string }) {
  return (
    <Group justify="space-between">
      {props.onBack ? (
        <Button variant="default" onClick={props.onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={props.pending}>
        {props.label ?? 'Save and continue'}
      </Button>
    </Group>
  );
}
