import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import type { TUserSubscriptions } from '../api/user-subscriptions';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { STAFF_PROFILES } from '../components/staff-profiles';
import { billingServer, graphqlError } from './billing-test-server';

afterEach(() => notifications.clean());

function openSuccess(
  url: string,
  options: {
    data?: TUserSubscriptions;
    partner?: () => unknown;
    subscriptionsFailures?: number;
  } = {},
) {
  const server = billingServer({
    data: options.data ?? userSubscriptionsData(),
    resolvers: { CreatePartner: options.partner ?? (() => ({ createPartner: 'pk_test123' })) },
  });
  let failures = options.subscriptionsFailures ?? 0;
  const app = renderApp(url, {
    routes: {
      'POST /graphql': (raw) => {
        const body = raw as { query: string };
        if (failures > 0 && body.query.includes('GetUserSubscriptions')) {
          failures -= 1;
          return new Response('Bad gateway', { status: 502 });
        }
        return server.handler(raw);
      },
    },
  });
  return { app, server };
}

const withPlan = (product: string, productName: string, extra = {}) =>
  userSubscriptionsData({
    subscriptionList: [
      subscriptionItem({ product, productName, activatedAt: '2026-11-21T00:00:00.000Z', ...extra }),
    ],
  });

describe('/payment-success', () => {
  it('essentials: team invite and referral cards, no accountants, back to home', async () => {
    openSuccess('/payment-success?type=essentials', {
      data: withPlan('standard-annual-plan-current', 'Essentials'),
    });
    expect(
      await screen.findByText('Thank you: your Essentials plan is ready.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('team-invite-card')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite team members' }).getAttribute('href')).toBe(
      '/settings/team-member',
    );
    expect(screen.queryByTestId('staff-profiles')).toBeNull();
    expect(screen.queryByTestId('account-card')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(await screen.findByDisplayValue('http://localhost:3000/?ref=pk_test123')).toBeTruthy();
  });

  it('legal and accounting plans introduce the four advisers', async () => {
    for (const [type, product, name] of [
      ['legal', 'standard-annual-plan-lawyer', 'Legal Advice'],
      ['accounting', 'accounting-advice-plan-annual', 'Accounting Advice'],
      ['tax', 'tax-plan-quarterly', 'Tax'],
    ] as const) {
      const { app } = openSuccess(`/payment-success?type=${type}`, {
        data: withPlan(product, name),
      });
      const profiles = await screen.findByTestId('staff-profiles');
      for (const person of STAFF_PROFILES) expect(profiles.textContent).toContain(person.name);
      expect(Boolean(screen.queryByTestId('team-invite-card')), type).toBe(type === 'legal');
      app.unmount();
    }
  });

  it('pay per document: account and document cards with the licence text, no referral', async () => {
    openSuccess('/payment-success?type=ppd&origin=/documents/questionnaire/doc-7', {
      data: withPlan('pay-per-document', 'Pay per document'),
    });
    expect(await screen.findByTestId('account-card')).toBeTruthy();
    expect(screen.getByTestId('account-card').textContent).toContain(CUSTOMER.email);
    expect(screen.getByTestId('access-text').textContent).toBe(
      'You have unlimited versions of this document for 4 months.',
    );
    expect(screen.queryByTestId('referral-card')).toBeNull();
    expect(screen.queryByTestId('team-invite-card')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to document' }).getAttribute('href')).toBe(
      '/documents/questionnaire/doc-7',
    );
  });

  it('names the back button by origin: AI chat, document, home', async () => {
    const cases = [
      ['&origin=ai', 'Back to AI Chat', '/ai?mode=ask'],
      ['&origin=document', 'Back to document', '/documents/my-documents'],
      ['', 'Back to home', '/'],
    ] as const;
    for (const [origin, label, href] of cases) {
      const { app } = openSuccess(
        `/payment-success?type=virtualOffice&virtualOfficeId=vo-9${origin}`,
      );
      const back = await screen.findByRole('link', { name: label });
      expect(back.getAttribute('href')).toBe(href);
      expect(
        screen.getByRole('link', { name: 'Manage your virtual office' }).getAttribute('href'),
      ).toBe('/businesses/manage-my-business/virtual-office/vo-9');
      app.unmount();
    }
  });

  it('says when the bank will be debited for a direct debit', async () => {
    openSuccess('/payment-success?type=essentials', {
      data: withPlan('standard-annual-plan-current', 'Essentials', { paymentType: 'directDebit' }),
    });
    expect((await screen.findByTestId('direct-debit-text')).textContent).toBe(
      'Your bank account will be debited in 2-3 business days. Your bank statement will show CLAUSEWELL.',
    );
  });

  it("shows the referral card's Loading... and Error states", async () => {
    openSuccess('/payment-success?type=essentials', {
      partner: () => graphqlError('No partner service'),
    });
    expect((await screen.findByTestId('referral-state')).textContent).toBe('Loading...');
    await waitFor(() => expect(screen.getByTestId('referral-state').textContent).toBe('Error'));
    expect(screen.getByText('Error, no referral link generated.')).toBeTruthy();
  });

  it('copies the referral link with a check mark and a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openSuccess('/payment-success?type=essentials', {
      data: withPlan('standard-annual-plan-current', 'Essentials'),
    });
    const copy = await screen.findByRole('button', { name: 'Copy referral link' });
    expect(screen.getByTestId('referral-card').textContent).not.toContain('Loading...');
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/?ref=pk_test123');
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('fetches the plan again after errors, up to 3 times, then says so', async () => {
    openSuccess('/payment-success?type=essentials', { subscriptionsFailures: 10 });
    expect(
      await screen.findByText(
        'Your payment went through, but we could not load your plan details just now.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  }, 20_000);

  it('shows the plan once a fetch after an error succeeds', async () => {
    const { server } = openSuccess('/payment-success?type=essentials', {
      data: withPlan('standard-annual-plan-current', 'Essentials'),
      subscriptionsFailures: 2,
    });
    expect(await screen.findByTestId('plan-status', {}, { timeout: 15_000 })).toBeTruthy();
    expect(server.called('GetUserSubscriptions').length).toBe(1);
  }, 20_000);

  it('sends an unknown type back to the subscriptions', async () => {
    openSuccess('/payment-success?type=gold');
    expect(
      await screen.findByText('We could not tell which purchase this page is for.'),
    ).toBeTruthy();
  });
});
