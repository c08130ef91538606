import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast } from '../../../lib/toasts';
import { useLeaveTeam } from '../api/team';

/** A member leaves the team they joined, after saying so. */
export function LeaveTeam({ ownerName }: { ownerName: string }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveTeam();
  return (
    <>
      <Group>
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          Leave team
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Leave the team?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            You stop using {ownerName}&apos;s plan at once. They can invite you again later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Stay
            </Button>
            <Button
              color="red"
              loading={leave.isPending}
              onClick={() =>
                leave.mutate(undefined, {
                  onSuccess: () => setConfirming(false),
                  onError: (e) => showErrorToast(e.message),
                })
              }
            >
              Leave team
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
