import { describe, expect, it } from 'vitest';
import { LICENCE_TERM_MONTHS, licenceExpiry } from '../documents/licence.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import { CATALOGUE, FREE_TRIAL_DAYS } from './catalogue.js';
import { PAYMENT_SUCCESS_TEXTS } from './payment-success.js';
import { UPGRADE_BANNER_TEXTS } from './upgrade-banner.js';

// Each business term has one definition, and every rule and text that states it reads that
// definition: changing the number changes the rule and the words together.

describe('the free trial length', () => {
  it('is FREE_TRIAL_DAYS for every plan that has a trial, counted in days', () => {
    const trials = CATALOGUE.filter((item) => item.hasTrial);
    expect(trials.length).toBeGreaterThan(0);
    for (const item of trials) {
      expect({
        handle: item.handle,
        days: item.trialInterval,
        unit: item.trialIntervalUnit,
      }).toEqual({ handle: item.handle, days: FREE_TRIAL_DAYS, unit: 'day' });
    }
    expect(FREE_TRIAL_DAYS).toBe(7);
  });

  it('is the number the trial texts state', () => {
    expect(BILLING_MESSAGES.trialActivated).toBe('Your 7 day free trial has been activated');
    expect(BILLING_MESSAGES.trialActivated).toContain(`${FREE_TRIAL_DAYS} day`);
    expect(UPGRADE_BANNER_TEXTS.claimTrial).toContain(`free for ${FREE_TRIAL_DAYS} days`);
  });
});

describe('the document licence length', () => {
  it('is LICENCE_TERM_MONTHS calendar months from the purchase, ending at a Sydney midnight', () => {
    expect(LICENCE_TERM_MONTHS).toBe(4);
    // Bought at 8:30 pm on 21 November in Sydney: covers up to and including 21 March.
    expect(licenceExpiry(new Date('2026-11-21T09:30:00Z')).toISOString()).toBe(
      '2027-03-21T13:00:00.000Z',
    );
  });

  it('is the length the payment success page states', () => {
    expect(PAYMENT_SUCCESS_TEXTS.access).toBe(
      'You have unlimited versions of this document for 4 months.',
    );
    expect(PAYMENT_SUCCESS_TEXTS.access).toContain(`${LICENCE_TERM_MONTHS} months`);
  });
});
