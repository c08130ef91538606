import { MARKETPLACE_MESSAGES, REVIEW_MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { errorOf, marketplaceWorld, ok } from '../../test-support/marketplace-kit.js';
import { signUpCustomer } from '../../test-support/test-app.js';

// The customer rates the lawyer once the job is complete: once per job, only the job's
// customer; the rating shows on the lawyer's quotes and the lawyer reads their reviews. On
// PostgreSQL (TEST_DATABASE_URL) the two racing submits really run at once.

const REVIEW = `mutation($j: ID!, $i: MarketplaceReviewInput!) {
  reviewMarketplaceJob(jobId: $j, input: $i) { id jobId rating title reviewText } }`;
const JOB = `query($id: ID!) { marketplaceJob(id: $id) { status canReview review { rating title reviewText } } }`;
const RATED_QUOTES = `query($id: ID!) { brief(id: $id) { quotes { lawyerName lawyerRating { average count } } } }`;
const MY_REVIEWS = '{ myMarketplaceReviews { rating title reviewText briefTitle } }';

const review = (over: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Clear and quick',
  reviewText: 'Explained every clause of the lease in plain words.',
  agreedToTermsAndConditions: true,
  ...over,
});

describe('reviews of a lawyer after a completed job', () => {
  const w = marketplaceWorld();

  /** A job of Jo's with Ada, taken as far as `to`. */
  async function jobWithAda(to: 'WIP' | 'JOB_COMPLETE', title = 'Lease review') {
    const { customer, ada, postBrief, quote, accept, step } = w;
    const brief = await postBrief(customer.token, { title });
    const job = await accept((await quote(ada.token, brief.id, 80_000)).id);
    await ok(await step(ada.token, job.id, 'START_WORK'));
    if (to === 'JOB_COMPLETE') {
      await ok(await step(ada.token, job.id, 'MARK_DONE'));
      await ok(await step(customer.token, job.id, 'ACCEPT_WORK'));
    }
    return { brief, job };
  }
  const submit = (jobId: string, token: string, over = {}) =>
    w.t.api.graphql(REVIEW, { j: jobId, i: review(over) }, token);

  it('takes one review from the customer of a completed job, and shows it to both sides', async () => {
    const { t, customer, ada } = w;
    const { job } = await jobWithAda('JOB_COMPLETE');
    const before = (await ok(await t.api.graphql(JOB, { id: job.id }, customer.token)))
      .marketplaceJob;
    expect(before).toMatchObject({ status: 'JOB_COMPLETE', canReview: true, review: null });

    const saved = (await ok(await submit(job.id, customer.token))).reviewMarketplaceJob;
    expect(saved).toMatchObject({ jobId: job.id, rating: 5, title: 'Clear and quick' });
    const again = await submit(job.id, customer.token, { rating: 1 });
    expect(errorOf(again).message).toBe(MARKETPLACE_MESSAGES.reviewAlreadySent);

    const asAda = (await ok(await t.api.graphql(JOB, { id: job.id }, ada.token))).marketplaceJob;
    expect(asAda).toMatchObject({ canReview: false, review: { rating: 5 } });
    const mine = (await ok(await t.api.graphql(MY_REVIEWS, {}, ada.token))).myMarketplaceReviews;
    expect(mine).toEqual([
      {
        rating: 5,
        title: 'Clear and quick',
        reviewText: 'Explained every clause of the lease in plain words.',
        briefTitle: 'Lease review',
      },
    ]);
    // Customers have no reviews list of their own.
    expect(errorOf(await t.api.graphql(MY_REVIEWS, {}, customer.token)).extensions.code).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a review before completion, by the lawyer, and by another customer', async () => {
    const { t, customer, ada } = w;
    const { job } = await jobWithAda('WIP');
    expect(errorOf(await submit(job.id, customer.token)).message).toBe(
      MARKETPLACE_MESSAGES.reviewNotYet,
    );
    expect(
      (await ok(await t.api.graphql(JOB, { id: job.id }, customer.token))).marketplaceJob.canReview,
    ).toBe(false);
    const done = await jobWithAda('JOB_COMPLETE');
    expect(errorOf(await submit(done.job.id, ada.token)).message).toBe(
      MARKETPLACE_MESSAGES.reviewClientOnly,
    );
    // Another customer guessing the id is told it does not exist, and nothing is saved.
    const stranger = await signUpCustomer(t.api);
    const guessed = await submit(done.job.id, stranger.token);
    expect(errorOf(guessed).extensions.code).toBe('NOT_FOUND');
    expect(errorOf(guessed).message).toBe(MARKETPLACE_MESSAGES.jobNotFound);
    expect(
      (await ok(await t.api.graphql(JOB, { id: done.job.id }, customer.token))).marketplaceJob
        .review,
    ).toBeNull();
  });

  it('names what is wrong: no stars, terms not agreed, too many stars', async () => {
    const { customer } = w;
    const { job } = await jobWithAda('JOB_COMPLETE');
    const unrated = errorOf(await submit(job.id, customer.token, { rating: 0 }));
    expect(unrated.extensions.code).toBe('BAD_INPUT');
    expect(unrated.extensions.fields.rating).toBe(REVIEW_MESSAGES.ratingRequired);
    const unticked = errorOf(
      await submit(job.id, customer.token, { agreedToTermsAndConditions: false }),
    );
    expect(unticked.extensions.fields.agreedToTermsAndConditions).toBe(
      REVIEW_MESSAGES.termsRequired,
    );
    expect(
      errorOf(await submit(job.id, customer.token, { rating: 6 })).extensions.fields.rating,
    ).toMatch(/from 1 to 5/);
    // Title and text may be left out.
    const bare = (
      await ok(
        await w.t.api.graphql(
          REVIEW,
          { j: job.id, i: { rating: 3, agreedToTermsAndConditions: true } },
          customer.token,
        ),
      )
    ).reviewMarketplaceJob;
    expect(bare).toMatchObject({ rating: 3, title: '', reviewText: '' });
  });

  it('keeps one review when two submits race', async () => {
    const { customer } = w;
    const { job } = await jobWithAda('JOB_COMPLETE');
    const results = await Promise.all(
      [5, 4, 3, 2].map((rating) => submit(job.id, customer.token, { rating })),
    );
    const saved = results.filter((r) => r.body.data?.reviewMarketplaceJob);
    expect(saved).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) {
      expect(errorOf(r).message).toBe(MARKETPLACE_MESSAGES.reviewAlreadySent);
    }
  });

  it('shows each lawyer’s average rating and count on their quotes', async () => {
    const { t, customer, ada, ben, postBrief, quote } = w;
    const brief = await postBrief(customer.token, { title: 'Another lease' });
    await quote(ada.token, brief.id, 50_000);
    await quote(ben.token, brief.id, 60_000);
    const quotes = (await ok(await t.api.graphql(RATED_QUOTES, { id: brief.id }, customer.token)))
      .brief.quotes;
    const given = (await ok(await t.api.graphql(MY_REVIEWS, {}, ada.token))).myMarketplaceReviews;
    const ratings: number[] = given.map((r: { rating: number }) => r.rating);
    const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(quotes[0].lawyerRating.count).toBe(ratings.length);
    expect(quotes[0].lawyerRating.average).toBeCloseTo(average, 5);
    // Ben has no reviews yet: no rating rather than zero stars.
    expect(quotes[1].lawyerRating).toBeNull();
  });
});
