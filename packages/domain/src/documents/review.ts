import { z } from 'zod';

// SPEC §5 Review and §7 POST /reviews/product/{assetId}. The form and the server check the
// same rules, so a review the browser lets through is one the server accepts.

export const REVIEW_LIMITS = {
  maxRating: 5,
  titleMaxLength: 150,
  textMaxLength: 2000,
  nameMaxLength: 80,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Your rating is required',
  termsRequired: 'Please agree to the terms and conditions',
  heading: 'How was your experience?',
} as const;

// A rating of 0 is what an untouched star widget sends: it means "not rated".
const rating = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ error: `Rating must be a whole number of stars from 1 to ${REVIEW_LIMITS.maxRating}` })
  .gt(0, { error: REVIEW_MESSAGES.ratingRequired })
  .max(REVIEW_LIMITS.maxRating, {
    error: `Rating must be a whole number of stars from 1 to ${REVIEW_LIMITS.maxRating}`,
  });

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .optional()
    .transform((v) => v ?? '');

/** What the customer fills in: stars, an optional title and text, and the terms box. */
export const ZReviewForm = z.object({
  rating,
  title: optionalText('Title', REVIEW_LIMITS.titleMaxLength),
  reviewText: optionalText('Review', REVIEW_LIMITS.textMaxLength),
  agreedToTermsAndConditions: z.literal(true, { error: REVIEW_MESSAGES.termsRequired }),
});
export type TReviewForm = z.input<typeof ZReviewForm>;

/** The body of POST /reviews/product/{assetId}, as SPEC §7 names its fields. */
export const ZReview = ZReviewForm.extend({
  action: z.literal('Submit', { error: "action must be 'Submit'" }),
  userEmail: z
    .string({ error: 'userEmail is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Not a valid email address' }).max(254)),
  userName: z
    .string({ error: 'userName is required' })
    .trim()
    .min(1, { error: 'userName is required' })
    .max(REVIEW_LIMITS.nameMaxLength, {
      error: `userName must be ${REVIEW_LIMITS.nameMaxLength} characters or fewer`,
    }),
});
export type TReview = z.infer<typeof ZReview>;

/** The answer of POST /reviews/product/{assetId}; HasErrors is spelled as SPEC §7 spells it. */
export type TReviewResult = { HasErrors: boolean; reviewId: string | null };
