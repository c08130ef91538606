import { describe, expect, it } from 'vitest';
import { BANNER_FLAVOURS } from '../shared/enums.js';
import { billingBanner, isBillingBannerHidden, isCardExpired } from './banners.js';
import { sub } from './test-support/subscription.js';

const now = new Date('2026-11-21T00:00:00Z');
const card = (expiryMonth: number, expiryYear: number) => ({
  lastFour: '4242',
  expiryMonth,
  expiryYear,
});
const banner = (options: Partial<Parameters<typeof billingBanner>[0]>) =>
  billingBanner({ pathname: '/', subscriptions: [], activeCard: null, now, ...options });

const unsigned = sub('virtual-office', { id: 'vo 1', needsSignedAgreement: true });
const pastDue = sub('essentials-quarterly', {
  state: 'past_due',
  pastDueSince: new Date('2026-10-31T14:00:00Z'), // 1 November in Sydney
});

describe('card expiry', () => {
  it('counts a card as expired from its expiry month', () => {
    expect(isCardExpired(card(5, 2025), now)).toBe(true);
    expect(isCardExpired(card(12, 2025), now)).toBe(true);
    expect(isCardExpired(card(10, 2026), now)).toBe(true);
    expect(isCardExpired(card(11, 2026), now)).toBe(true);
    expect(isCardExpired(card(12, 2026), now)).toBe(false);
    expect(isCardExpired(card(1, 2027), now)).toBe(false);
  });

  it('turns the month in Sydney time', () => {
    // 30 November 13:00 UTC is already 1 December in Sydney.
    expect(isCardExpired(card(12, 2026), new Date('2026-11-30T12:59:59Z'))).toBe(false);
    expect(isCardExpired(card(12, 2026), new Date('2026-11-30T13:00:00Z'))).toBe(true);
    // New Year: a December card has expired in January, a January card expires now.
    const newYear = new Date('2026-12-31T13:00:00Z');
    expect(isCardExpired(card(12, 2026), newYear)).toBe(true);
    expect(isCardExpired(card(1, 2027), newYear)).toBe(true);
    expect(isCardExpired(card(2, 2027), newYear)).toBe(false);
  });
});

describe('billing banner', () => {
  it('asks first to complete the setup, linking to the agreement', () => {
    expect(
      banner({
        pathname: '/documents/my-documents',
        subscriptions: [pastDue, unsigned],
        activeCard: card(1, 2020),
      }),
    ).toEqual({
      kind: 'completeSetup',
      flavour: 'Info',
      text: 'Complete your setup: sign your plan agreement so we can start working for you.',
      to: '/subscription-plan-agreement?callback=%2Fdocuments%2Fmy-documents&subscriptionId=vo%201',
    });
  });

  it('then warns of a failed payment, naming the month it fell due in Sydney', () => {
    expect(banner({ subscriptions: [pastDue], activeCard: card(1, 2020) })).toEqual({
      kind: 'paymentFailed',
      flavour: 'Alert',
      text: 'Your payment for November 2026 failed. Please update your payment details to keep your plan active.',
      to: '/settings/subscriptions',
    });
  });

  it('names the current month when the failed payment has no date', () => {
    const unpaid = sub('virtual-office', { state: 'unpaid' });
    expect(banner({ subscriptions: [unpaid] })?.text).toContain('payment for November 2026 failed');
    expect(
      banner({ subscriptions: [unpaid], now: new Date('2026-12-31T13:30:00Z') })?.text,
    ).toContain('payment for January 2027 failed');
  });

  it('then warns of a card that has expired or expires this month', () => {
    expect(banner({ activeCard: card(10, 2026) })).toEqual({
      kind: 'cardExpired',
      flavour: 'Warning',
      text: 'Your card ending in 4242 has expired. Please update your payment details to avoid any interruption.',
      to: '/settings/subscriptions',
    });
    expect(banner({ activeCard: card(11, 2026) })?.text).toBe(
      'Your card ending in 4242 expires this month. Please update your payment details to avoid any interruption.',
    );
    expect(banner({ activeCard: card(12, 2026) })).toBeNull();
  });

  it('shows nothing when all is well, or for ended plans', () => {
    expect(banner({})).toBeNull();
    const endedUnsigned = { ...unsigned, state: 'canceled' as const };
    expect(banner({ subscriptions: [endedUnsigned, sub('tax-plan-annual')] })).toBeNull();
  });

  it('hides on the editor, the agreement page and the bundle pages', () => {
    for (const pathname of [
      '/documents/editor',
      '/documents/editor/abc123',
      '/subscription-plan-agreement?callback=%2F&subscriptionId=1',
      '/pricing/bundle/create?init_cart=a+b&step=payment&billing_cycle=upfront',
    ]) {
      expect(isBillingBannerHidden(pathname), pathname).toBe(true);
      expect(banner({ pathname, subscriptions: [unsigned] }), pathname).toBeNull();
    }
    for (const pathname of ['/', '/pricing', '/documents/my-documents', '/pricing/bundles-info']) {
      expect(isBillingBannerHidden(pathname), pathname).toBe(false);
    }
  });

  it('uses only the flavours of the enumeration', () => {
    const kinds = [
      banner({ subscriptions: [unsigned] }),
      banner({ subscriptions: [pastDue] }),
      banner({ activeCard: card(1, 2020) }),
    ];
    for (const b of kinds) expect(BANNER_FLAVOURS).toContain(b?.flavour);
  });
});
