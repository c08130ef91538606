import { fieldErrors, MESSAGES, REVIEW_LIMITS, REVIEW_MESSAGES, ZReviewForm } from '@app/domain';
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
import { ApiError } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';
import { paths } from '../../../paths';
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
          <Input.Wrapper
            label={`Your rating of ${lawyerName}`}
            required
            labelElement="div"
            id="job-review-rating"
            error={form.errors.rating}
          >
            {/* Mantine's Rating previews a value on arrow keys without setting it; the
                radios' own change event commits it, so the keyboard works like a click. */}
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
                aria-labelledby="job-review-rating-label"
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
                <Anchor href={`${paths.terms()}#reviews`} target="_blank" rel="noopener" inherit>
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
