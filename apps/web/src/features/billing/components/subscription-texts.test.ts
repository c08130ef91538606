import { describe, expect, it } from 'vitest';
import { invoiceItem, subscriptionItem } from '../api/user-subscriptions-fixture';
import { cardUpdatedMessage } from './card-update-modal';
import {
  couponText,
  delayedCancellationText,
  invoiceStatusLabel,
  lastFour,
  paymentMethodText,
  priceText,
  renewalText,
  shortDate,
  stateLabel,
} from './subscription-texts';

describe('subscription card texts', () => {
  it('says each state in plain words', () => {
    expect(
      ['trialing', 'active', 'past_due', 'unpaid', 'canceled', 'pending', 'expired'].map(
        (s) => stateLabel(s).label,
      ),
    ).toEqual([
      'Free trial',
      'Active',
      'Payment overdue',
      'Unpaid',
      'Cancelled',
      'Pending',
      'Expired',
    ]);
    expect(stateLabel('on_hold').label).toBe('on hold');
  });

  it('prices per interval', () => {
    expect(priceText(subscriptionItem())).toBe('$299 per year');
    expect(priceText(subscriptionItem({ price: 8700, interval: 'month', intervalCount: 3 }))).toBe(
      '$87 per quarter',
    );
    expect(priceText(subscriptionItem({ price: 4900, interval: 'once' }))).toBe('$49');
  });

  it('shows the card brand, last four and expiry MM/YYYY, or the bank', () => {
    expect(lastFour('XXXX-XXXX-XXXX-4242')).toBe('4242');
    expect(paymentMethodText(subscriptionItem({ creditCardExpiryMonth: 3 }))).toBe(
      'Visa ending in 4242, expires 03/2028',
    );
    expect(
      paymentMethodText(
        subscriptionItem({
          paymentType: 'directDebit',
          bankName: 'Test Bank',
          maskedCardNumber: null,
        }),
      ),
    ).toBe('Direct debit from Test Bank');
    expect(paymentMethodText(subscriptionItem({ maskedCardNumber: null }))).toBe('No card on file');
  });

  it('describes a coupon by code, discount and how long it lasts', () => {
    const base = {
      code: 'WELCOME10',
      value: 10,
      discountType: 'percent' as const,
      recurring: true,
      duration: null,
      endDate: null,
    };
    expect(couponText(base)).toBe('WELCOME10: 10% off, every renewal');
    expect(couponText({ ...base, duration: 3 })).toBe('WELCOME10: 10% off, for 3 billing periods');
    expect(
      couponText({
        ...base,
        code: 'SAVE50',
        discountType: 'amount',
        value: 5000,
        recurring: false,
      }),
    ).toBe('SAVE50: $50 off, first payment only');
    expect(couponText({ ...base, endDate: '2026-12-31T12:00:00.000Z' })).toBe(
      'WELCOME10: 10% off, every renewal, until 31/12/2026',
    );
  });

  it('gives the next renewal date dd/MM/yyyy (Sydney) and the price after recurring coupons', () => {
    expect(renewalText(subscriptionItem({ nextRenewalPriceInCents: 26910 }))).toBe(
      'Renews on 01/03/2027 for $269.10',
    );
    expect(renewalText(subscriptionItem({ state: 'canceled' }))).toBeNull();
    expect(renewalText(subscriptionItem({ cancelAtEndPeriod: true }))).toBeNull();
  });

  it('announces a delayed cancellation with the day it ends', () => {
    expect(delayedCancellationText(subscriptionItem())).toBeNull();
    expect(delayedCancellationText(subscriptionItem({ cancelAtEndPeriod: true }))).toBe(
      'This plan is set to cancel at the end of the billing period, on 01/03/2027.',
    );
  });

  it('labels invoice statuses and dates', () => {
    expect(invoiceStatusLabel('open').label).toBe('Awaiting payment');
    expect(invoiceStatusLabel('paid').label).toBe('Paid');
    expect(shortDate(invoiceItem().issuedAt)).toBe('01/03/2026');
    expect(shortDate(null)).toBe('');
  });
});

describe('after a new card is saved', () => {
  it('says whether the retried payment went through', () => {
    expect(cardUpdatedMessage('Essentials', { retried: false, state: 'active' })).toEqual({
      ok: true,
      text: 'Your new card will be used for Essentials.',
    });
    expect(cardUpdatedMessage('Essentials', { retried: true, state: 'active' }).text).toBe(
      'Card updated. Your payment went through and Essentials is active again.',
    );
    expect(cardUpdatedMessage('Essentials', { retried: true, state: 'past_due' })).toEqual({
      ok: false,
      text: 'Card updated, but the payment was declined again. Essentials is still overdue.',
    });
    expect(cardUpdatedMessage('Essentials', { retried: true, state: 'unpaid' }).text).toBe(
      'Card updated, but the payment was declined again. Essentials is still unpaid.',
    );
  });
});
