import { describe, expect, it } from 'vitest';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingBannerFor, toUserSubscription, toUserSubscriptions } from './billing-banner-model';

const card = {
  subscriptionId: 'sub-1',
  subscriptionName: 'Essentials',
  cardType: 'visa',
  lastFour: '4242',
  expiryMonth: 8,
  expiryYear: 2028,
  selfServiceUrl: null,
  currentCoupon: null,
};

describe('list items as the banner rules see them', () => {
  it('maps the product to the handle and ISO strings to dates', () => {
    const mapped = toUserSubscription(
      subscriptionItem({ state: 'past_due', pastDueSince: '2026-10-31T14:00:00.000Z' }),
    );
    expect(mapped).toMatchObject({
      id: 'sub-1',
      handle: 'standard-annual-plan-current',
      state: 'past_due',
      pastDueSince: new Date('2026-10-31T14:00:00.000Z'),
      activatedAt: new Date('2026-03-01T00:00:00.000Z'),
      trialEndsAt: null,
    });
  });

  it('leaves out a state the rules do not know rather than guessing', () => {
    // Outside the schema's states, as a newer server than this page might send.
    const unknown = { state: 'on_hold' as string as TSubscriptionListItem['state'] };
    expect(toUserSubscription(subscriptionItem(unknown))).toBeNull();
    expect(toUserSubscriptions([subscriptionItem(unknown), subscriptionItem()])).toHaveLength(1);
  });
});

describe('billing banner from GetUserSubscriptions', () => {
  it('asks for the agreement first, coming back to the page with its query', () => {
    const data = userSubscriptionsData({
      subscriptionList: [
        subscriptionItem({ id: 'sub-9', needsSignedAgreement: true, signed: false }),
        subscriptionItem({ state: 'past_due' }),
      ],
    });
    const banner = billingBannerFor({ pathname: '/quotes', search: '?first-load=true', data });
    expect(banner?.kind).toBe('completeSetup');
    expect(banner?.flavour).toBe('Info');
    expect(banner?.to).toBe(
      `/subscription-plan-agreement?callback=${encodeURIComponent('/quotes?first-load=true')}&subscriptionId=sub-9`,
    );
  });

  it('names the month and year of the failed payment, in Sydney time', () => {
    const data = userSubscriptionsData({
      subscriptionList: [
        // 31 October 14:00 UTC is already 1 November in Sydney.
        subscriptionItem({ state: 'past_due', pastDueSince: '2026-10-31T14:00:00.000Z' }),
      ],
    });
    const banner = billingBannerFor({ pathname: '/', data });
    expect(banner).toMatchObject({ kind: 'paymentFailed', flavour: 'Alert' });
    expect(banner?.text).toContain('November 2026');
    expect(banner?.to).toBe('/settings/subscriptions');
  });

  it("uses the server's month when a failing plan has no date", () => {
    const data = userSubscriptionsData({
      now: '2027-01-15T00:00:00.000Z',
      subscriptionList: [subscriptionItem({ state: 'unpaid', pastDueSince: null })],
    });
    expect(billingBannerFor({ pathname: '/', data })?.text).toContain('January 2027');
  });

  it('warns about a card expiring this month by the server clock, not the browser', () => {
    const data = userSubscriptionsData({
      now: '2026-11-21T00:00:00.000Z',
      subscriptionList: [subscriptionItem()],
      activeCard: { ...card, expiryMonth: 11, expiryYear: 2026 },
    });
    const banner = billingBannerFor({ pathname: '/', data });
    expect(banner).toMatchObject({ kind: 'cardExpired', flavour: 'Warning' });
    expect(banner?.text).toBe(
      'Your card ending in 4242 expires this month. Please update your payment details to avoid any interruption.',
    );
    expect(billingBannerFor({ pathname: '/', data: { ...data, activeCard: card } })).toBeNull();
  });

  it('is hidden on the editor, agreement and bundle pages', () => {
    const data = userSubscriptionsData({
      subscriptionList: [subscriptionItem({ state: 'past_due' })],
    });
    for (const pathname of [
      '/documents/editor/doc-1',
      '/subscription-plan-agreement',
      '/pricing/bundle/create',
    ]) {
      expect(billingBannerFor({ pathname, search: '?x=1', data }), pathname).toBeNull();
    }
    expect(billingBannerFor({ pathname: '/pricing', data })).not.toBeNull();
  });
});
