import { REVIEW_LIMITS } from '@app/domain';
import { Anchor, Box, Checkbox, Input, Rating, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { paths } from '../../paths';

/** What every review form asks (SPEC §3 Review): a rating, an optional title and text, the terms. */
export type TReviewValues = {
  rating: number;
  title: string;
  reviewText: string;
  agreedToTermsAndConditions: boolean;
};

/** The reviews section of the Terms page; opened in a new tab so the review is not lost. */
const REVIEW_TERMS_HREF = `${paths.terms()}#reviews`;

/**
 * The fields of a review form, for the dialog that holds it (a document review, a lawyer's
 * review): `id` names the rating group, whose label is `ratingLabel`.
 */
export function ReviewFields({
  form,
  id,
  ratingLabel,
}: {
  form: UseFormReturnType<TReviewValues>;
  id: string;
  ratingLabel: string;
}) {
  return (
    <>
      <Input.Wrapper
        label={ratingLabel}
        required
        labelElement="div"
        id={id}
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
            aria-labelledby={`${id}-label`}
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
    </>
  );
}
