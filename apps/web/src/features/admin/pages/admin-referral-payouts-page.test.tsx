import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';

const ADMIN = { ...CUSTOMER, flakeId: 'u-admin', name: 'Ada Admin', isAdmin: true };
const PAYOUT = {
  id: 'p-1',
  amountInCents: 5980,
  status: 'requested',
  accountName: 'Pat Partner',
  bsb: '062000',
  accountNumber: '12345678',
  createdAt: '2026-11-20T01:00:00.000Z',
  paidAt: null,
  partnerName: 'Pat Partner',
  partnerEmail: 'pat@example.com',
  events: [{ action: 'requested', createdAt: '2026-11-20T01:00:00.000Z' }],
};

describe('admin referral payouts page', () => {
  it('lists requests with bank details and marks one paid', async () => {
    const { calls } = renderApp('/admin/referral-payouts', {
      user: ADMIN,
      graphql: {
        AdminReferralPayouts: { adminReferralPayouts: [PAYOUT] },
        MarkReferralPayoutPaid: {
          markReferralPayoutPaid: { id: 'p-1', status: 'paid', paidAt: '2026-11-21T01:00:00.000Z' },
        },
      },
    });
    const row = await screen
      .findByRole('region', { name: 'Payout to Pat Partner' })
      .catch(() => screen.findByLabelText('Payout to Pat Partner'));
    expect(within(row).getByText('Pat Partner, BSB 062000, account 12345678')).toBeTruthy();
    expect(within(row).getByText(/\$59\.80 to Pat Partner/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => {
      const sent = calls.find((c) =>
        String((c.body as { query?: string })?.query).includes('markReferralPayoutPaid('),
      );
      expect((sent?.body as { variables: unknown })?.variables).toEqual({ payoutId: 'p-1' });
    });
    expect(await screen.findByText('Payout marked as paid.')).toBeTruthy();
  });

  it('shows customers that the page is for staff, and never asks for the list', async () => {
    const { calls } = renderApp('/admin/referral-payouts');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(
      calls.some((c) => String((c.body as { query?: string })?.query).includes('adminReferral')),
    ).toBe(false);
  });
});
