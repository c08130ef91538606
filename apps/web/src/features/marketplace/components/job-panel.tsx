import { formatDollars } from '@app/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { type TJob, type TJobActionName, useStepJob } from '../api/marketplace';
import { JobReviewModal } from './job-review-modal';
import { Stars } from './lawyer-rating';

export const JOB_STATUS_LABELS: Record<string, string> = {
  BRIEF_PAID: 'Paid',
  LAWYERS_ASSIGNED: 'Lawyer assigned',
  LAWYER_WON: 'Quote accepted',
  WIP: 'Work in progress',
  LAWYER_DONE: 'Delivered, waiting for the client',
  USER_DONE: 'Accepted by the client',
  JOB_COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
};

const ACTION_LABELS: Record<TJobActionName, string> = {
  START_WORK: 'Start work',
  MARK_DONE: 'Mark as done',
  ACCEPT_WORK: 'Accept the work',
  CANCEL: 'Cancel the job',
};

const DONE_TOASTS: Record<TJobActionName, string> = {
  START_WORK: 'The client can see that work has started.',
  MARK_DONE: 'Marked as done. The client has 14 days to accept it.',
  ACCEPT_WORK: 'Thank you. The lawyer will be paid.',
  CANCEL: 'The job is cancelled and the fee refunded.',
};

export function JobStatusBadge({ status }: { status: string }) {
  const color = status === 'CANCELLED' ? 'red' : status === 'JOB_COMPLETE' ? 'green' : 'blue';
  return (
    <Badge color={color} variant="light">
      {JOB_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** The job of an accepted quote: where it stands and the steps the viewer can take. */
export function JobPanel({ job }: { job: TJob }) {
  const step = useStepJob();
  const [reviewing, setReviewing] = useState(false);
  // The lawyer reads the job by its client, the customer by their lawyer.
  const { isLawyer } = useSignedInUser();
  return (
    <Paper withBorder p="md" radius="md" data-testid="job-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>Job {isLawyer ? `for ${job.client.name}` : `with ${job.lawyerName}`}</Text>
          <JobStatusBadge status={job.status} />
        </Group>
        <Text size="sm">
          Fixed fee {formatDollars(job.amountInCents)}
          {job.payoutStatus === 'HELD' && ' — held until you accept the work'}
          {job.payoutStatus === 'REFUNDED' && ` — ${formatDollars(job.refundedInCents)} refunded`}
        </Text>
        {job.autoCompleteAt && (
          <Text size="sm" c="dimmed">
            Completes by itself on {new Date(job.autoCompleteAt).toLocaleDateString('en-AU')} unless
            you respond.
          </Text>
        )}
        {job.actions.length > 0 && (
          <Group gap="xs">
            {(job.actions as TJobActionName[]).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'CANCEL' ? 'subtle' : 'filled'}
                color={action === 'CANCEL' ? 'red' : undefined}
                loading={step.isPending && step.variables?.action === action}
                onClick={() =>
                  step.mutate(
                    { jobId: job.id, action },
                    {
                      onSuccess: () => showSuccessToast(DONE_TOASTS[action]),
                      onError: (e) => showErrorToast(e.message),
                    },
                  )
                }
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        )}
        {job.review && (
          <Stack gap={2} data-testid="job-review">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {isLawyer ? 'Client’s review' : 'Your review'}
              </Text>
              <Stars value={job.review.rating} />
            </Group>
            {job.review.title && <Text size="sm">{job.review.title}</Text>}
            {job.review.reviewText && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {job.review.reviewText}
              </Text>
            )}
          </Stack>
        )}
        {job.canReview && (
          <Group>
            <Button size="xs" variant="light" onClick={() => setReviewing(true)}>
              Rate {job.lawyerName}
            </Button>
          </Group>
        )}
      </Stack>
      {reviewing && (
        <JobReviewModal
          jobId={job.id}
          lawyerName={job.lawyerName}
          onClose={() => setReviewing(false)}
        />
      )}
    </Paper>
  );
}
