import { Badge } from '@mantine/core';
import type { TComplianceItem } from '../api/compliance';

const LOOK: Record<TComplianceItem['status'], { label: string; color: string }> = {
  UPCOMING: { label: 'Upcoming', color: 'blue' },
  DUE_SOON: { label: 'Due soon', color: 'orange' },
  OVERDUE: { label: 'Overdue', color: 'red' },
  DONE: { label: 'Done', color: 'green' },
};

export function StatusBadge({ status }: { status: TComplianceItem['status'] }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
