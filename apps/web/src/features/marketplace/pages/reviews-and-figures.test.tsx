import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { LAWYER, renderApp as renderWholeApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TBrief, TJob } from '../api/marketplace';

// The customer rates the lawyer of a completed job; the rating shows on quotes; the lawyer
// reads their reviews under My clients and their figures on the Dashboard.

const NOW = new Date(inject('testNow')).getTime();
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string } | undefined)?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const renderApp = (url: string, o: Parameters<typeof renderWholeApp>[1] = {}) =>
  renderWholeApp(url, {
    ...o,
    graphql: {
      GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
      ...o.graphql,
    },
  });

const JOB: TJob = {
  id: 'j1',
  briefId: 'b1',
  status: 'JOB_COMPLETE',
  amountInCents: 120_000,
  feeInCents: 18_000,
  netInCents: 102_000,
  refundedInCents: 0,
  payoutStatus: 'DUE',
  actions: [],
  lawyerDoneAt: at(-48),
  autoCompleteAt: null,
  completedAt: at(-24),
  cancelledAt: null,
  briefTitle: 'Review my cafe lease',
  lawyerName: 'Ada Lovelace',
  client: { name: 'Jo Cafe', email: 'jo@example.com' },
  canReview: true,
  review: null,
};

const BRIEF: TBrief = {
  id: 'b1',
  title: 'Review my cafe lease',
  areaOfLaw: 'Leasing',
  state: 'NSW',
  description: 'A five year retail lease in Newtown.',
  budgetMinCents: 50_000,
  budgetMaxCents: 150_000,
  urgency: 'SOON',
  status: 'CLOSED',
  createdAt: at(-100),
  client: { name: 'Jo Cafe', email: 'jo@example.com' },
  quotes: [
    {
      id: 'q1',
      briefId: 'b1',
      lawyerId: 'l1',
      feeCents: 120_000,
      scope: 'Review the lease.',
      timelineDays: 5,
      totalEstimateCents: 125_000,
      disbursements: '',
      clientRights: 'You have the right to an itemised bill.',
      status: 'ACCEPTED',
      createdAt: at(-90),
      lawyerName: 'Ada Lovelace',
      lawyerRating: { average: 4.5, count: 2 },
    },
  ],
  job: JOB,
};

describe('reviewing the lawyer of a completed job', () => {
  it('asks for stars and the terms, then sends the review', async () => {
    const { calls } = renderApp('/quotes', {
      graphql: {
        MyBriefs: { myBriefs: [BRIEF] },
        ReviewMarketplaceJob: { reviewMarketplaceJob: { id: 'r1', rating: 4 } },
      },
    });
    const card = await screen.findByTestId('quote-card');
    expect(
      within(card).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Ada Lovelace' }));
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit review' }));
    expect(await within(modal).findByText('Your rating is required')).toBeTruthy();
    expect(within(modal).getByText('Please agree to the terms and conditions')).toBeTruthy();
    expect(variablesOf(calls, 'reviewMarketplaceJob')).toEqual([]);

    fireEvent.click(within(modal).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Title (optional)' }), {
      target: { value: 'Clear advice' },
    });
    fireEvent.click(within(modal).getByRole('checkbox'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit review' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'reviewMarketplaceJob')).toEqual([
        {
          jobId: 'j1',
          input: {
            rating: 4,
            title: 'Clear advice',
            reviewText: '',
            agreedToTermsAndConditions: true,
          },
        },
      ]),
    );
    expect(await screen.findByText('Your review has been successfully submitted')).toBeTruthy();
  });

  it("says 'Review could not be submitted' when the server refuses", async () => {
    renderApp('/quotes', { graphql: { MyBriefs: { myBriefs: [BRIEF] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Ada Lovelace' }));
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    fireEvent.click(within(modal).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(modal).getByRole('checkbox'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit review' }));
    expect(await within(modal).findByText('Review could not be submitted')).toBeTruthy();
  });

  it('shows the review instead of the button once it is written', async () => {
    const reviewed = {
      ...JOB,
      canReview: false,
      review: { rating: 5, title: 'Great', reviewText: '' },
    };
    renderApp('/quotes', { graphql: { MyBriefs: { myBriefs: [{ ...BRIEF, job: reviewed }] } } });
    const review = await screen.findByTestId('job-review');
    expect(within(review).getByText('Great')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rate Ada Lovelace' })).toBeNull();
  });
});

describe('the lawyer’s reviews and figures', () => {
  it('lists the reviews under My clients', async () => {
    renderApp('/my-clients', {
      user: LAWYER,
      graphql: {
        MyClientJobs: { myClientJobs: [] },
        MyMarketplaceReviews: {
          myMarketplaceReviews: [
            {
              id: 'r1',
              rating: 4,
              title: 'Clear advice',
              reviewText: 'Explained the lease well.',
              createdAt: at(-3),
              briefTitle: 'Review my cafe lease',
            },
          ],
        },
      },
    });
    const review = await screen.findByRole('article', { name: 'Review my cafe lease' });
    expect(within(review).getByText('Clear advice')).toBeTruthy();
    expect(within(review).getByRole('img', { name: '4 stars' })).toBeTruthy();
  });

  it('shows the marketplace figures on the Dashboard', async () => {
    renderApp('/', {
      user: LAWYER,
      graphql: {
        LawyerDashboardFigures: {
          lawyerDashboardFigures: {
            openBriefs: 7,
            quotesAwaiting: 2,
            jobsInProgress: 1,
            duePayoutsInCents: 76_500,
            averageRating: 4.5,
            reviewCount: 2,
          },
        },
      },
    });
    expect((await screen.findByTestId('figure-open-briefs')).textContent).toBe(
      'Open briefs to quote7',
    );
    expect(screen.getByTestId('figure-quotes-awaiting').textContent).toContain('2');
    expect(screen.getByTestId('figure-jobs-in-progress').textContent).toContain('1');
    expect(screen.getByTestId('figure-payouts-due').textContent).toContain('$765');
    expect(screen.getByTestId('figure-rating').textContent).toContain('4.5 of 5 (2 reviews)');
    expect(screen.getByTestId('figure-payouts-due').getAttribute('href')).toBe(
      '/my-clients/payouts',
    );
  });
});
