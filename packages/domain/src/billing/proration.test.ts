import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorate, unusedShare } from './proration.js';

const start = new Date('2026-01-01T00:00:00Z');
const end = new Date('2027-01-01T00:00:00Z');

describe('proration of a migration', () => {
  it('gives back the unused half of a year and charges the new plan less that credit', () => {
    const now = new Date(start.getTime() + (end.getTime() - start.getTime()) / 2);
    const result = prorate({
      now,
      periodStart: start,
      periodEnd: end,
      periodPaidInCents: 29900,
      balanceInCents: 0,
      targetChargeInCents: 166800,
      trialing: false,
    });
    expect(result).toEqual({
      prorated_adjustment_in_cents: -14950,
      charge_in_cents: 166800,
      credit_applied_in_cents: 14950,
      payment_due_in_cents: 151850,
      remainingBalanceInCents: 0,
    });
  });

  it('keeps credit the new charge cannot use as balance', () => {
    const result = prorate({
      now: start,
      periodStart: start,
      periodEnd: end,
      periodPaidInCents: 166800,
      balanceInCents: 100,
      targetChargeInCents: 29900,
      trialing: false,
    });
    expect(result.payment_due_in_cents).toBe(0);
    expect(result.credit_applied_in_cents).toBe(29900);
    expect(result.remainingBalanceInCents).toBe(166800 + 100 - 29900);
  });

  it('charges nothing during a trial', () => {
    const result = prorate({
      now: start,
      periodStart: start,
      periodEnd: end,
      periodPaidInCents: 0,
      balanceInCents: 0,
      targetChargeInCents: 39900,
      trialing: true,
    });
    expect(result.payment_due_in_cents).toBe(0);
  });

  it('clamps the unused share to the period', () => {
    expect(unusedShare(new Date('2025-06-01T00:00:00Z'), start, end)).toBe(1);
    expect(unusedShare(new Date('2027-06-01T00:00:00Z'), start, end)).toBe(0);
  });

  it('always balances: due + credit applied = charge, and no cent is lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 24 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (hours, paid, balance, target) => {
          const now = new Date(start.getTime() + hours * 3_600_000);
          const r = prorate({
            now,
            periodStart: start,
            periodEnd: end,
            periodPaidInCents: paid,
            balanceInCents: balance,
            targetChargeInCents: target,
            trialing: false,
          });
          expect(r.payment_due_in_cents + r.credit_applied_in_cents).toBe(r.charge_in_cents);
          expect(r.payment_due_in_cents).toBeGreaterThanOrEqual(0);
          expect(-r.prorated_adjustment_in_cents).toBeLessThanOrEqual(paid);
          expect(r.credit_applied_in_cents + r.remainingBalanceInCents).toBe(
            -r.prorated_adjustment_in_cents + balance,
          );
        },
      ),
    );
  });
});
