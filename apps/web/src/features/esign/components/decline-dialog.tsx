import { NoteDialog, type TNoteDialogProps } from './note-dialog';

/** Declining tells the sender why; the reason is required so they know what to fix. */
export function DeclineDialog({
  onDecline,
  ...props
}: TNoteDialogProps & { onDecline: (reason: string) => void }) {
  return (
    <NoteDialog
      {...props}
      title="Decline to sign"
      explanation="The sender and anyone else asked to sign are told that you declined, with your reason. Nobody can sign this request afterwards."
      label="Why are you declining?"
      required
      minRows={3}
      keepLabel="Keep the request"
      confirmLabel="Decline"
      onConfirm={onDecline}
    />
  );
}
