import { describe, expect, it } from 'vitest';
import { checkMigration } from './migration-check.js';
import { type TSubscriptionState, ZMigrationPreview } from './subscription.js';
import { sub } from './test-support/subscription.js';

const check = (
  currentHandle: string,
  targetHandle: string,
  state: TSubscriptionState = 'active',
  direction?: 'upgrade' | 'downgrade',
) =>
  checkMigration({
    currentHandle,
    targetHandle,
    subscriptions: [sub(currentHandle, { state })],
    direction,
  });

describe('subscription migration check', () => {
  it('lets an active or trialing plan move up its ladder', () => {
    expect(check('essentials-quarterly', 'standard-annual-plan-lawyer')).toEqual({ ok: true });
    expect(check('essentials-quarterly', 'legal-advice-plan-quarterly', 'trialing')).toEqual({
      ok: true,
    });
    expect(check('standard-annual-plan-current', 'acn-annual-plan-unlimited')).toEqual({
      ok: true,
    });
    expect(check('accounting-advice-plan-annual', 'tax-plan-annual')).toEqual({ ok: true });
    expect(check('virtual-office', 'virtual-office-quarterly')).toEqual({ ok: true });
  });

  it('refuses plans that cannot be upgraded', () => {
    expect(check('standard-annual-plan-lawyer', 'legal-advice-plan-quarterly')).toEqual({
      ok: false,
      reason: 'not-upgradeable',
    });
  });

  it('refuses plans outside the allowed list', () => {
    expect(check('free', 'essentials-quarterly')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(check('acn-registration', 'acn-annual-plan-unlimited')).toMatchObject({
      reason: 'not-allowed',
    });
    expect(check('pay-per-document', 'essentials-quarterly')).toMatchObject({
      reason: 'not-allowed',
    });
  });

  it('never migrates to pay-per-document, in either direction', () => {
    expect(check('essentials-quarterly', 'pay-per-document')).toEqual({
      ok: false,
      reason: 'target-pay-per-doc',
    });
    expect(check('essentials-quarterly', 'pay-per-document', 'active', 'downgrade')).toMatchObject({
      reason: 'target-pay-per-doc',
    });
  });

  it('refuses one-off targets and unknown handles', () => {
    expect(check('essentials-quarterly', 'acn-registration')).toMatchObject({
      reason: 'target-not-recurring',
    });
    expect(check('essentials-quarterly', 'gold-plan')).toMatchObject({ reason: 'unknown-plan' });
    expect(check('gold-plan', 'essentials-quarterly')).toMatchObject({ reason: 'unknown-plan' });
  });

  it('needs a higher monthly price to upgrade', () => {
    // $29 a month quarterly, $24.92 yearly: moving to yearly is not an upgrade.
    expect(check('essentials-quarterly', 'standard-annual-plan-current')).toEqual({
      ok: false,
      reason: 'price-not-higher',
    });
    expect(check('essentials-quarterly', 'essentials-quarterly')).toMatchObject({
      reason: 'price-not-higher',
    });
  });

  it('needs a lower monthly price to downgrade', () => {
    expect(
      check('tax-plan-quarterly', 'accounting-advice-plan-annual', 'active', 'downgrade'),
    ).toEqual({
      ok: true,
    });
    expect(
      check('essentials-quarterly', 'standard-annual-plan-current', 'active', 'downgrade'),
    ).toEqual({
      ok: true,
    });
    expect(
      check('accounting-advice-plan-annual', 'tax-plan-annual', 'active', 'downgrade'),
    ).toEqual({
      ok: false,
      reason: 'price-not-lower',
    });
  });

  it('stays within the category type', () => {
    expect(check('essentials-quarterly', 'tax-plan-annual')).toEqual({
      ok: false,
      reason: 'different-category',
    });
    expect(check('virtual-office', 'asic-compliance-plan')).toMatchObject({
      reason: 'different-category',
    });
  });

  it('needs the current plan held in state active or trialing', () => {
    for (const state of ['past_due', 'unpaid', 'canceled', 'pending', 'expired'] as const) {
      expect(check('essentials-quarterly', 'standard-annual-plan-lawyer', state), state).toEqual({
        ok: false,
        reason: 'no-active-subscription',
      });
    }
    expect(
      checkMigration({
        currentHandle: 'essentials-quarterly',
        targetHandle: 'standard-annual-plan-lawyer',
        subscriptions: [sub('standard-annual-plan-current')],
      }),
    ).toMatchObject({ reason: 'no-active-subscription' });
  });

  it('reads the migration preview the billing provider returns', () => {
    const preview = {
      prorated_adjustment_in_cents: -2300,
      charge_in_cents: 166800,
      payment_due_in_cents: 164500,
      credit_applied_in_cents: 2300,
    };
    expect(ZMigrationPreview.parse(preview)).toEqual(preview);
    expect(ZMigrationPreview.safeParse({ ...preview, charge_in_cents: 1.5 }).success).toBe(false);
  });
});

describe('scheduled downgrades', () => {
  it('let the top plan move down at renewal, which an upgrade check refuses', () => {
    const subscriptions = [{ handle: 'standard-annual-plan-lawyer', state: 'active' as const }];
    const base = {
      currentHandle: 'standard-annual-plan-lawyer',
      targetHandle: 'standard-annual-plan-current',
      subscriptions,
      direction: 'downgrade' as const,
    };
    expect(checkMigration(base)).toEqual({ ok: false, reason: 'not-upgradeable' });
    expect(checkMigration({ ...base, scheduledDowngrade: true })).toEqual({ ok: true });
  });
});
