import { fieldErrors, MESSAGES, REVIEW_MESSAGES, type TReviewForm, ZReviewForm } from '@app/domain';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { ReviewFields, type TReviewValues } from '../../../lib/ui/review-fields';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';
import { useSubmitReview } from '../api/reviews';

type TValues = TReviewValues;

const EMPTY: TValues = { rating: 0, title: '', reviewText: '', agreedToTermsAndConditions: false };

/** SPEC §2.5 review modal, offered after a download; the rules are ZReviewForm's (SPEC §5). */
export function ReviewModal({
  documentId,
  onClose,
}: {
  documentId: string | null;
  onClose: () => void;
}) {
  const user = useSignedInUser();
  const submit = useSubmitReview();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => {
      const result = ZReviewForm.safeParse(values as TReviewForm);
      return result.success ? {} : fieldErrors(result.error);
    },
  });

  // Each document gets a fresh form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the document changes
  useEffect(() => {
    form.reset();
    submit.reset();
  }, [documentId]);

  const onSubmit = form.onSubmit((values) => {
    if (!documentId) return;
    const review = ZReviewForm.parse(values);
    submit.mutate(
      {
        documentId,
        review: {
          ...review,
          action: 'Submit',
          agreedToTermsAndConditions: true,
          userEmail: user.email,
          userName: user.name || `${user.firstName} ${user.lastName}`.trim(),
        },
      },
      {
        onSuccess: (result) => {
          if (result.HasErrors) return;
          showSuccessToast(MESSAGES.reviewSubmitted);
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  const failed = submit.isError || submit.data?.HasErrors === true;
  return (
    <Modal
      opened={documentId !== null}
      onClose={onClose}
      title={REVIEW_MESSAGES.heading}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="review-modal">
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light" role="alert" title={MESSAGES.reviewFailed}>
              {submit.error && !(submit.error instanceof ApiError && submit.error.fields.rating)
                ? submit.error.message
                : null}
            </Alert>
          )}
          <ReviewFields form={form} id="review-rating" ratingLabel="Your rating" />
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
