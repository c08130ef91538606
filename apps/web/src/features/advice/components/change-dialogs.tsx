import { ADVICE_MESSAGES } from '@app/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import {
  type TConsultation,
  useCancelConsultation,
  useRescheduleConsultation,
} from '../api/advice';
import { SlotPicker } from './slot-picker';

/** Asks before cancelling, with an optional reason the advisor sees. */
export function CancelDialog({ c, onClose }: { c: TConsultation; onClose: () => void }) {
  const cancel = useCancelConsultation();
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title="Cancel this consultation?" centered>
      <Stack gap="md">
        <Text size="sm">
          Your consultation with {c.advisor.name} will be cancelled and the time offered to others.
        </Text>
        <Textarea
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { id: c.id, reason: reason.trim() || undefined },
                {
                  onSuccess: () => {
                    showSuccessToast(ADVICE_MESSAGES.canceled);
                    onClose();
                  },
                  onError: (error) => showErrorToast(error.message),
                },
              )
            }
          >
            Cancel consultation
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Picks another free time of the same advisor. */
export function RescheduleDialog({ c, onClose }: { c: TConsultation; onClose: () => void }) {
  const move = useRescheduleConsultation();
  const [start, setStart] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Move your consultation with ${c.advisor.name}`}
      centered
    >
      <Stack gap="md">
        <SlotPicker advisorId={c.advisor.id} value={start} onChange={setStart} />
        <Textarea
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button
            disabled={!start}
            loading={move.isPending}
            onClick={() =>
              start &&
              move.mutate(
                { id: c.id, start, reason: reason.trim() || undefined },
                {
                  onSuccess: () => {
                    showSuccessToast(ADVICE_MESSAGES.rescheduled);
                    onClose();
                  },
                  onError: (error) => showErrorToast(error.message),
                },
              )
            }
          >
            Move to this time
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
