import { describe, expect, it } from 'vitest';
import { errorOf, marketplaceWorld, ok } from '../../test-support/marketplace-kit.js';

// The lawyer's Dashboard figures, counted as their lists count them, and theirs alone.

const FIGURES = `{ lawyerDashboardFigures {
  openBriefs quotesAwaiting jobsInProgress duePayoutsInCents averageRating reviewCount } }`;
const REVIEW = `mutation($j: ID!, $i: MarketplaceReviewInput!) {
  reviewMarketplaceJob(jobId: $j, input: $i) { id } }`;

describe('the lawyer’s dashboard figures', () => {
  const w = marketplaceWorld();
  const figures = async (token: string) =>
    (await ok(await w.t.api.graphql(FIGURES, {}, token))).lawyerDashboardFigures;

  it('counts open briefs, quotes awaiting an answer, jobs under way, payouts due and the rating', async () => {
    const { t, customer, ada, ben, postBrief, quote, accept, step } = w;
    expect(await figures(ada.token)).toEqual({
      openBriefs: 0,
      quotesAwaiting: 0,
      jobsInProgress: 0,
      duePayoutsInCents: 0,
      averageRating: null,
      reviewCount: 0,
    });
    const open = await postBrief();
    const waiting = await postBrief();
    await quote(ada.token, waiting.id, 50_000);
    const done = await postBrief();
    const doneJob = await accept((await quote(ada.token, done.id, 100_000)).id);
    await ok(await step(ada.token, doneJob.id, 'START_WORK'));
    await ok(await step(ada.token, doneJob.id, 'MARK_DONE'));
    await ok(await step(customer.token, doneJob.id, 'ACCEPT_WORK'));
    await ok(
      await t.api.graphql(
        REVIEW,
        { j: doneJob.id, i: { rating: 4, agreedToTermsAndConditions: true } },
        customer.token,
      ),
    );
    const busy = await postBrief();
    await accept((await quote(ada.token, busy.id, 70_000)).id);

    expect(await figures(ada.token)).toEqual({
      openBriefs: 1, // `open`; the others are quoted or won
      quotesAwaiting: 1,
      jobsInProgress: 1,
      duePayoutsInCents: 85_000, // $1,000 less 15%
      averageRating: 4,
      reviewCount: 1,
    });
    // Ben has quoted nothing: every open brief is his to quote, and nothing else is his.
    expect(await figures(ben.token)).toMatchObject({
      openBriefs: 2,
      quotesAwaiting: 0,
      jobsInProgress: 0,
      duePayoutsInCents: 0,
      averageRating: null,
    });
    expect(open.status).toBe('OPEN');
    // Customers have no dashboard figures.
    expect(errorOf(await t.api.graphql(FIGURES, {}, customer.token)).extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});
