import { MESSAGES } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp, userGraphql } from '../../../test/render-app';

const ADMIN = { ...CUSTOMER, flakeId: 'u-admin', name: 'Ada Admin', isAdmin: true };
const FIGURES = {
  asOf: '2026-11-20T01:00:00.000Z',
  customers: 1234,
  newCustomersLast30Days: 56,
  payingCustomers: 321,
  revenueLast30DaysInCents: 1234500,
  revenueThisMonthInCents: 98000,
  documentsFinishedLast30Days: 42,
  signingsCompletedLast30Days: 17,
  companyRegistrationsLodged: 9,
  openMarketplaceBriefs: 3,
  marketplaceJobsInProgress: 4,
  openSupportConversations: 5,
  referralPayoutsRequested: 2,
  referralPayoutsRequestedInCents: 11960,
};

/** The value shown on the card labelled `label` (a dt and its dd). */
function cardValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('admin business figures page', () => {
  it('shows each figure on a labelled card, with the time they were counted in Sydney', async () => {
    renderApp('/admin', {
      user: ADMIN,
      graphql: { AdminBusinessFigures: { adminBusinessFigures: FIGURES } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business figures' })).toBeTruthy();
    expect(await screen.findByText('As of 20 Nov 2026, 12:00 pm Sydney time')).toBeTruthy();
    expect(cardValue('Customers')).toBe('1,234');
    expect(cardValue('New customers')).toBe('56');
    expect(cardValue('Paying customers')).toBe('321');
    expect(cardValue('Revenue, last 30 days')).toBe('$12,345.00');
    expect(cardValue('Revenue this month')).toBe('$980.00');
    expect(cardValue('Documents finished')).toBe('42');
    expect(cardValue('Signings completed')).toBe('17');
    expect(cardValue('Company registrations lodged')).toBe('9');
    expect(cardValue('Open marketplace briefs')).toBe('3');
    expect(cardValue('Marketplace jobs in progress')).toBe('4');
    expect(cardValue('Open support conversations')).toBe('5');
    expect(cardValue('Referral payouts to pay')).toBe('2');
    expect(screen.getByText('$119.60 requested')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Figures' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says when the figures cannot be counted, and Retry asks again', async () => {
    let asked = 0;
    const answerUser = userGraphql(() => ADMIN);
    renderApp('/admin', {
      user: ADMIN,
      routes: {
        'POST /graphql': (body) => {
          if (!String((body as { query?: string }).query).includes('adminBusinessFigures'))
            return answerUser(body);
          asked += 1;
          return Response.json(
            asked === 1
              ? {
                  data: null,
                  errors: [
                    {
                      message: 'Something went wrong on our side.',
                      extensions: { code: 'INTERNAL' },
                    },
                  ],
                }
              : { data: { adminBusinessFigures: FIGURES } },
          );
        },
      },
    });
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('As of 20 Nov 2026, 12:00 pm Sydney time')).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('tells a customer the page is for staff, and never asks for the figures', async () => {
    const { calls } = renderApp('/admin');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(
      calls.some((c) => String((c.body as { query?: string })?.query).includes('adminBusiness')),
    ).toBe(false);
  });
});
