import { fieldErrors, MESSAGES, REVIEW_MESSAGES, ZReviewForm } from '@app/domain';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { ReviewFields } from '../../../lib/ui/review-fields';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';
import { type TJobReviewInput, useReviewJob } from '../api/reviews';

const EMPTY: TJobReviewInput = {
  rating: 0,
  title: '',
  reviewText: '',
  agreedToTermsAndConditions: false,
};

/**
 * SPEC §2.5 review modal for the lawyer on a completed job; its rules are ZReviewForm's
 * (SPEC §5), which the server applies too.
 */
export function JobReviewModal({
  jobId,
  lawyerName,
  onClose,
}: {
  jobId: string;
  lawyerName: string;
  onClose: () => void;
}) {
  const submit = useReviewJob();
  const form = useForm<TJobReviewInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => {
      const result = ZReviewForm.safeParse(values);
      return result.success ? {} : fieldErrors(result.error);
    },
  });

  const onSubmit = form.onSubmit((values) => {
    const review = ZReviewForm.parse(values);
    submit.mutate(
      { jobId, input: { ...review, agreedToTermsAndConditions: true } },
      {
        onSuccess: () => {
          showSuccessToast(MESSAGES.reviewSubmitted);
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  // A refusal that names a field shows under it; any other is read out above the form.
  const general =
    submit.error && !(submit.error instanceof ApiError && Object.keys(submit.error.fields).length)
      ? submit.error.message
      : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={REVIEW_MESSAGES.heading}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="job-review-modal">
        <Stack gap="md">
          {submit.isError && (
            <Alert color="red" variant="light" role="alert" title={MESSAGES.reviewFailed}>
              {general}
            </Alert>
          )}
          <ReviewFields
            form={form}
            id="job-review-rating"
            ratingLabel={`Your rating of ${lawyerName}`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Submit review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
