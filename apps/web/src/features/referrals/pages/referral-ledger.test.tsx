import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { captureReferralFromUrl } from '../api/referral-visit';

const LEDGER = {
  visits: 12,
  signUps: 2,
  purchases: 1,
  commissionsInCents: 5980,
  paidOutInCents: 0,
  pendingPayoutInCents: 0,
  balanceInCents: 5980,
  customers: [
    {
      name: 'Sam T.',
      signedUpAt: '2026-11-20T01:00:00.000Z',
      firstPaymentInCents: 29900,
      refundedInCents: 0,
      commissionInCents: 5980,
      paidAt: '2026-11-21T01:00:00.000Z',
    },
    {
      name: 'Kim L.',
      signedUpAt: '2026-11-22T01:00:00.000Z',
      firstPaymentInCents: null,
      refundedInCents: 0,
      commissionInCents: 0,
      paidAt: null,
    },
  ],
  payouts: [],
};

const base = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  CreatePartner: { createPartner: 'pk_abcdefgh' },
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clears the marker the code under test sets
  document.cookie = 'cw_ref=; Max-Age=0; Path=/';
  window.localStorage.clear();
});

describe('the referral ledger', () => {
  it('shows visits, sign-ups, purchases and what is owed, customers by first name and initial', async () => {
    renderApp('/referral-program', {
      graphql: { ...base, ReferralLedger: { referralLedger: LEDGER } },
    });
    const table = await screen.findByRole('table', { name: 'Referred customers' });
    expect(within(table).getByText('Sam T.')).toBeTruthy();
    expect(within(table).getByText('Kim L.')).toBeTruthy();
    expect(within(table).getByText('Not yet')).toBeTruthy();
    expect(screen.getByText('Visits').nextSibling?.textContent).toBe('12');
    expect(screen.getByText('Sign-ups').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Purchases').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Balance owed').nextSibling?.textContent).toBe('$59.80');
  });

  it('names each bad bank detail, refuses more than the balance and sends a good request', async () => {
    const { calls } = renderApp('/referral-program', {
      graphql: {
        ...base,
        ReferralLedger: { referralLedger: LEDGER },
        RequestReferralPayout: {
          requestReferralPayout: { id: 'p1', amountInCents: 5000, status: 'requested' },
        },
      },
    });
    const bsb = await screen.findByRole('textbox', { name: /BSB/ });
    fireEvent.change(bsb, { target: { value: '12-34' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Account number/ }), {
      target: { value: '123' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), {
      target: { value: '60.00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Account name is required')).toBeTruthy();
    expect(screen.getByText('BSB must be 6 digits')).toBeTruthy();
    expect(screen.getByText('Account number must be 6 to 10 digits')).toBeTruthy();
    expect(screen.getByText('The amount is more than the balance owed to you.')).toBeTruthy();
    expect(
      calls.some((c) =>
        String((c.body as { query?: string })?.query).includes('requestReferralPayout'),
      ),
    ).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Account name/ }), {
      target: { value: 'Pat Partner' },
    });
    fireEvent.change(bsb, { target: { value: '062-000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Account number/ }), {
      target: { value: '12345678' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => {
      const sent = calls.find((c) =>
        String((c.body as { query?: string })?.query).includes('requestReferralPayout('),
      );
      expect((sent?.body as { variables: unknown })?.variables).toEqual({
        accountName: 'Pat Partner',
        bsb: '062-000',
        accountNumber: '12345678',
        amountInCents: 5000,
      });
    });
  });

  it('says the figures could not be loaded when the server fails', async () => {
    renderApp('/referral-program', { graphql: base });
    expect(
      await screen.findByText('Your referral figures could not be loaded. Try again.'),
    ).toBeTruthy();
  });
});

describe('arriving by a referral link', () => {
  it('keeps the key in a first-party cookie and counts the visit once per browser', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { recordReferralVisit: true } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/?ref=pk_abcdefgh');
    expect(captureReferralFromUrl(window)).toBe('pk_abcdefgh');
    expect(document.cookie).toContain('cw_ref=pk_abcdefgh');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.variables.partnerKey).toBe('pk_abcdefgh');
    await waitFor(() =>
      expect(window.localStorage.getItem('cw_referral_counted')).toBe('pk_abcdefgh'),
    );
    captureReferralFromUrl(window);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.history.replaceState(null, '', '/?ref=bad key!');
    expect(captureReferralFromUrl(window)).toBeNull();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });
});
