import type { TDocumentStatus } from '@app/domain';
import { Badge } from '@mantine/core';
import { ESIGN_STATUS_LABELS } from './esign-status';

const LABELS: Partial<Record<TDocumentStatus, { label: string; color: string }>> = {
  IN_PROGRESS: { label: 'In progress', color: 'yellow' },
  COMPLETED: { label: 'Completed', color: 'teal' },
  UPLOADED: { label: 'Uploaded', color: 'gray' },
  PENDING_REVIEW: { label: 'Pending review', color: 'blue' },
  ...ESIGN_STATUS_LABELS,
};

export function StatusBadge({ status }: { status: TDocumentStatus }) {
  const shown = LABELS[status] ?? {
    label: status.toLowerCase().replaceAll('_', ' '),
    color: 'gray',
  };
  return (
    // The darkest shade keeps the light badge's text at WCAG AA contrast.
    <Badge variant="light" color={shown.color} c={`${shown.color}.9`} data-testid="document-status">
      {shown.label}
    </Badge>
  );
}
