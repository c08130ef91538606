import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validation.js';
import { REVIEW_MESSAGES, ZReview, ZReviewForm } from './review.js';

const valid = {
  action: 'Submit',
  agreedToTermsAndConditions: true,
  rating: 4,
  reviewText: 'Quick to answer and the PDF looked right.',
  title: 'Easy',
  userEmail: 'Olivia@Example.com',
  userName: 'Olivia Nguyen',
};

const errorsOf = (input: unknown) => {
  const r = ZReview.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('review rules (SPEC §5)', () => {
  it('accepts a rated review with the terms ticked and trims what was typed', () => {
    const r = ZReview.parse({ ...valid, title: '  Easy  ' });
    expect(r).toMatchObject({ rating: 4, title: 'Easy', userEmail: 'olivia@example.com' });
  });

  it('takes title and text as optional', () => {
    const r = ZReviewForm.parse({ rating: 5, agreedToTermsAndConditions: true });
    expect(r).toEqual({ rating: 5, title: '', reviewText: '', agreedToTermsAndConditions: true });
  });

  it('requires a rating above 0', () => {
    expect(errorsOf({ ...valid, rating: 0 }).rating).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(errorsOf({ ...valid, rating: undefined }).rating).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(errorsOf({ ...valid, rating: -1 }).rating).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(REVIEW_MESSAGES.ratingRequired).toBe('Your rating is required');
    expect(errorsOf({ ...valid, rating: 6 }).rating).toMatch(/1 to 5/);
    expect(errorsOf({ ...valid, rating: 2.5 }).rating).toMatch(/whole number/);
  });

  it('requires the terms box ticked', () => {
    expect(
      errorsOf({ ...valid, agreedToTermsAndConditions: false }).agreedToTermsAndConditions,
    ).toBe(REVIEW_MESSAGES.termsRequired);
    expect(errorsOf({ ...valid, agreedToTermsAndConditions: undefined })).toHaveProperty(
      'agreedToTermsAndConditions',
    );
  });

  it('caps title and text and names the field', () => {
    expect(errorsOf({ ...valid, title: 'x'.repeat(151) }).title).toBe(
      'Title must be 150 characters or fewer',
    );
    expect(errorsOf({ ...valid, reviewText: 'x'.repeat(2001) }).reviewText).toBe(
      'Review must be 2000 characters or fewer',
    );
  });

  it("needs action 'Submit', a real email and a name", () => {
    expect(errorsOf({ ...valid, action: 'Save' }).action).toBe("action must be 'Submit'");
    expect(errorsOf({ ...valid, userEmail: 'nope' }).userEmail).toBe('Not a valid email address');
    expect(errorsOf({ ...valid, userName: ' ' }).userName).toBe('userName is required');
  });
});
