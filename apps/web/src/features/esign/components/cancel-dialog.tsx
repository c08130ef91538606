import { NoteDialog, type TNoteDialogProps } from './note-dialog';

/** Cancelling closes every link; the note goes to everyone who was asked. */
export function CancelDialog({
  onCancel,
  ...props
}: TNoteDialogProps & { onCancel: (note: string) => void }) {
  return (
    <NoteDialog
      {...props}
      title="Cancel this signing"
      explanation="Nobody can sign after this. Everyone asked to sign is told by e-mail, with your note."
      label="Note to the recipients (optional)"
      minRows={2}
      keepLabel="Keep it going"
      confirmLabel="Cancel signing"
      onConfirm={onCancel}
    />
  );
}
