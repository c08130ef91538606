import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { LAWYER, renderApp as renderWholeApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TBrief, TJob, TQuote } from '../api/marketplace';

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

const quote = (over: Partial<TQuote>): TQuote => ({
  id: 'q1',
  briefId: 'b1',
  lawyerId: 'l1',
  feeCents: 120_000,
  scope: 'Review the lease and advise on the renewal option.',
  timelineDays: 5,
  totalEstimateCents: 125_000,
  disbursements: 'Title search $50',
  clientRights: 'You have the right to negotiate a costs agreement and to an itemised bill.',
  status: 'SUBMITTED',
  createdAt: at(-2),
  lawyerName: 'Ada Lovelace',
  lawyerRating: { average: 4.5, count: 2 },
  ...over,
});

const BRIEF: TBrief = {
  id: 'b1',
  title: 'Review my cafe lease',
  areaOfLaw: 'Leasing',
  state: 'NSW',
  description: 'A five year retail lease in Newtown.',
  budgetMinCents: 50_000,
  budgetMaxCents: 150_000,
  urgency: 'SOON',
  status: 'OPEN',
  createdAt: at(-5),
  client: { name: 'Jo Cafe', email: 'jo@example.com' },
  quotes: [
    quote({
      id: 'q2',
      feeCents: 90_000,
      lawyerName: 'Ben Marlowe',
      lawyerId: 'l2',
      lawyerRating: null,
    }),
    quote({}),
  ],
  job: null,
};

const JOB: TJob = {
  id: 'j1',
  briefId: 'b1',
  status: 'LAWYER_DONE',
  amountInCents: 120_000,
  feeInCents: 18_000,
  netInCents: 102_000,
  refundedInCents: 0,
  payoutStatus: 'HELD',
  actions: ['ACCEPT_WORK'],
  lawyerDoneAt: at(-24),
  autoCompleteAt: at(13 * 24),
  completedAt: null,
  cancelledAt: null,
  briefTitle: 'Review my cafe lease',
  lawyerName: 'Ada Lovelace',
  client: { name: 'Jo Cafe', email: 'jo@example.com' },
  canReview: false,
  review: null,
};

const CARD = {
  id: 'pm_1',
  type: 'card',
  card: { brand: 'visa', exp_month: 12, exp_year: 2030, last4: '4242' },
  bankAccount: null,
  defaultPayment: true,
};

describe('the customer’s quotes page', () => {
  it('says so when there are no briefs, and explains each missing field before posting', async () => {
    const { calls } = renderApp('/quotes', { graphql: { MyBriefs: { myBriefs: [] } } });
    expect(await screen.findByTestId('briefs-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post brief' }));
    expect(await screen.findByText('Choose an area of law.')).toBeTruthy();
    expect(screen.getByText('Give the brief a title of at least 5 characters.')).toBeTruthy();
    expect(variablesOf(calls, 'postBrief')).toEqual([]);
  });

  it('shows the quotes side by side with their disclosure and accepts one with a saved card', async () => {
    const { calls } = renderApp('/quotes', {
      graphql: {
        MyBriefs: { myBriefs: [BRIEF] },
        ListPaymentMethod: { listPaymentMethod: [CARD] },
        AcceptQuote: { acceptQuote: { ...JOB, status: 'LAWYER_WON', actions: ['CANCEL'] } },
      },
    });
    const cards = await screen.findAllByTestId('quote-card');
    expect(cards.map((c) => within(c).getByText(/Lovelace|Marlowe/).textContent)).toEqual([
      'Ben Marlowe',
      'Ada Lovelace',
    ]);
    expect(within(cards[1]!).getByText('Total cost estimate: $1,250')).toBeTruthy();
    expect(within(cards[1]!).getByText('Your rights (costs disclosure)')).toBeTruthy();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Accept and pay $1,200' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Visa ending 4242')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay and accept' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'acceptQuote')).toEqual([
        { quoteId: 'q1', paymentMethodId: 'pm_1' },
      ]),
    );
  });

  it('lets the customer accept delivered work and tells them when it completes by itself', async () => {
    const { calls } = renderApp('/quotes', {
      graphql: {
        MyBriefs: { myBriefs: [{ ...BRIEF, status: 'AWARDED', job: JOB }] },
        StepJob: { stepJob: { ...JOB, status: 'JOB_COMPLETE', actions: [] } },
      },
    });
    const panel = await screen.findByTestId('job-panel');
    expect(within(panel).getByText('Delivered, waiting for the client')).toBeTruthy();
    expect(within(panel).getByText(/Completes by itself on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept and pay/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept the work' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'stepJob')).toEqual([{ jobId: 'j1', action: 'ACCEPT_WORK' }]),
    );
  });
});

describe('the lawyer’s briefs', () => {
  const anonymous = { ...BRIEF, client: null, quotes: [] };

  it('lists new briefs without the client and sends a quote only with the s 174 disclosure', async () => {
    const { calls } = renderApp('/my-briefs/new', {
      user: LAWYER,
      graphql: {
        LawyerBriefs: { lawyerBriefs: [anonymous] },
        SubmitQuote: { submitQuote: quote({}) },
      },
    });
    const card = await screen.findByRole('article', { name: 'Review my cafe lease' });
    expect(within(card).getByText('Client: shown when your quote is accepted')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Send a quote' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Fixed fee/ }), {
      target: { value: '1200' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Total cost estimate/ }), {
      target: { value: '1250' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Timeline/ }), {
      target: { value: '5' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Scope of work/ }), {
      target: { value: 'Review the lease and advise on the renewal option.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(
      await within(dialog).findByText(
        'Confirm that the disclosure of the client’s rights is included.',
      ),
    ).toBeTruthy();
    expect(variablesOf(calls, 'submitQuote')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'submitQuote')).toEqual([
        {
          input: {
            briefId: 'b1',
            feeCents: 120_000,
            totalEstimateCents: 125_000,
            timelineDays: 5,
            scope: 'Review the lease and advise on the renewal option.',
            disbursements: '',
            clientRightsAcknowledged: true,
          },
        },
      ]),
    );
  });

  it('narrows new briefs to an area of law the lawyer chooses', async () => {
    const { calls } = renderApp('/my-briefs/new', {
      user: LAWYER,
      graphql: { LawyerBriefs: { lawyerBriefs: [] } },
    });
    expect((await screen.findByTestId('briefs-empty')).textContent).toMatch(/No new briefs/);
    expect(variablesOf(calls, 'lawyerBriefs')).toEqual([
      { tab: 'NEW', areaOfLaw: null, state: null },
    ]);
    fireEvent.click(screen.getByRole('textbox', { name: 'Area of law' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Employment' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'lawyerBriefs').at(-1)).toEqual({
        tab: 'NEW',
        areaOfLaw: 'Employment',
        state: null,
      }),
    );
  });

  it('shows an empty won list in words', async () => {
    renderApp('/my-briefs/won', { user: LAWYER, graphql: { LawyerBriefs: { lawyerBriefs: [] } } });
    expect((await screen.findByTestId('briefs-empty')).textContent).toMatch(/Briefs you win/);
  });
});

describe('chat and payouts', () => {
  it('shows unread counts, says when details were hidden, and sends a message', async () => {
    const { calls } = renderApp('/quick-quote/messages', {
      graphql: {
        ChatThreads: {
          chatThreads: [
            {
              briefId: 'b1',
              lawyerId: 'l1',
              briefTitle: 'Review my cafe lease',
              withName: 'Ada Lovelace',
              unreadCount: 2,
              lastMessageAt: at(-1),
              open: true,
            },
          ],
          unreadChatCount: 2,
        },
        ChatMessages: {
          chatMessages: {
            open: true,
            messages: [
              {
                id: 'm1',
                body: 'Email me: [contact details hidden until a quote is accepted]',
                mine: false,
                masked: true,
                readByOther: false,
                createdAt: at(-1),
              },
            ],
          },
        },
        SendChatMessage: { sendChatMessage: true },
      },
    });
    expect(await screen.findByText('2 unread')).toBeTruthy();
    const log = await screen.findByTestId('chat-log');
    expect(
      await within(log).findByText(/contact details hidden until a quote is accepted$/),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Thanks, what does the make-good clause mean?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'sendChatMessage')).toEqual([
        { briefId: 'b1', lawyerId: 'l1', body: 'Thanks, what does the make-good clause mean?' },
      ]),
    );
  });

  it('lists earnings per job less the platform fee', async () => {
    renderApp('/my-clients/payouts', {
      user: LAWYER,
      graphql: {
        PayoutLedger: {
          payoutLedger: {
            feeBasisPoints: 1500,
            heldInCents: 0,
            dueInCents: 102_000,
            lines: [{ ...JOB, status: 'JOB_COMPLETE', payoutStatus: 'DUE', actions: [] }],
          },
        },
      },
    });
    expect((await screen.findByTestId('payout-due')).textContent).toBe('$1,020');
    expect(screen.getByText('The platform fee is 15% of each job’s fixed fee.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Review my cafe lease/ });
    expect(within(row).getByText('$180')).toBeTruthy();
    expect(within(row).getByText('Due to you')).toBeTruthy();
  });
});
