import { Button, Text } from '@mantine/core';
import type { TSaveState } from '../hooks/use-autosave';

const LABELS: Record<TSaveState, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving...',
  failed: 'Not saved',
};

/** Whether the latest typing is saved, announced politely to screen readers. */
export function SaveState(props: { state: TSaveState; onRetry: () => void }) {
  return (
    <Text
      size="xs"
      c={props.state === 'failed' ? 'red' : 'dimmed'}
      role="status"
      data-testid="save-state"
    >
      {LABELS[props.state]}
      {props.state === 'failed' && (
        <Button size="compact-xs" variant="subtle" ml={4} onClick={props.onRetry}>
          Retry
        </Button>
      )}
    </Text>
  );
}
