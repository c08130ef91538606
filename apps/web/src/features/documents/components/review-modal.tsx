import {
  fieldErrors,
  MESSAGES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type TReviewForm,
  ZReviewForm,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  Rating,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';
import { paths } from '../../../paths';
import { useSubmitReview } from '../api/reviews';

type TValues = {
  rating: number;
  title: string;
  reviewText: string;
  agreedToTermsAndConditions: boolean;
};

/** The reviews section of the Terms page; opened in a new tab so the review is not lost. */
const REVIEW_TERMS_HREF = `${paths.terms()}#reviews`;

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
          <Input.Wrapper
            label="Your rating"
            required
            labelElement="div"
            id="review-rating"
            error={form.errors.rating}
          >
            {/* Mantine's Rating sets its value on a click but only previews it when the
                radios change by keyboard; listening to their change commits it either way. */}
            <Box
              onChange={(event: React.ChangeEvent<HTMLDivElement>) => {
                const value = Number((event.target as unknown as HTMLInputElement).value);
                if (value > 0) form.setFieldValue('rating', value);
              }}
            >
              <Rating
                size="lg"
                count={REVIEW_LIMITS.maxRating}
                value={form.values.rating}
                onChange={(value) => form.setFieldValue('rating', value)}
                getSymbolLabel={(n) => (n === 1 ? '1 star' : `${n} stars`)}
                role="radiogroup"
                aria-labelledby="review-rating-label"
              />
            </Box>
          </Input.Wrapper>
          <TextInput
            label="Title (optional)"
            maxLength={REVIEW_LIMITS.titleMaxLength}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Your review (optional)"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REVIEW_LIMITS.textMaxLength}
            {...form.getInputProps('reviewText')}
          />
          <Checkbox
            label={
              <>
                I agree to the{' '}
                <Anchor href={REVIEW_TERMS_HREF} target="_blank" rel="noopener" inherit>
                  terms and conditions for reviews
                </Anchor>
              </>
            }
            {...form.getInputProps('agreedToTermsAndConditions', { type: 'checkbox' })}
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
