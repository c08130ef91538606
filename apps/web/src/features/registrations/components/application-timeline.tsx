import { Text, Timeline } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { TCompanyApplication } from '../api/company-application';

const LABELS: Record<string, string> = {
  Commenced: 'Application started',
  EmailVerification: 'Email verification',
  InProgress: 'In progress',
  Submitted: 'Lodged with ASIC',
  Flagged: 'Flagged by ASIC',
  Registered: 'Registered',
  Rejected: 'Rejected by ASIC',
};

/** Where the application has been: each status of SPEC §3 it passed, when, and why. */
export function ApplicationTimeline(props: { application: TCompanyApplication }) {
  const { timeline } = props.application;
  return (
    <Timeline
      active={timeline.length - 1}
      bulletSize={16}
      lineWidth={2}
      aria-label="Application timeline"
    >
      {timeline.map((entry) => (
        <Timeline.Item
          key={`${entry.status}-${entry.at}`}
          title={LABELS[entry.status] ?? entry.status}
        >
          <Text size="xs" c="dimmed">
            {formatDate(entry.at)}
          </Text>
          {entry.reason && <Text size="sm">{entry.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
