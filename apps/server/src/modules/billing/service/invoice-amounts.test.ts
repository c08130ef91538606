import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, gstIncluded, invoiceRows } from './invoice-amounts.js';

describe('gstIncluded', () => {
  it('is one eleventh of a GST-inclusive total, to the cent', () => {
    expect(gstIncluded(166800)).toBe(15164); // $1,668 includes $151.64
    expect(gstIncluded(29900)).toBe(2718); // 2718.18…
    expect(gstIncluded(20930)).toBe(1903); // 1902.72…
    expect(gstIncluded(11)).toBe(1);
    expect(gstIncluded(5)).toBe(0);
  });

  it('is nothing on a total of nothing', () => {
    expect(gstIncluded(0)).toBe(0);
    expect(Object.is(gstIncluded(0), 0)).toBe(true);
  });
});

describe('formatAmount', () => {
  it('shows dollars and cents, and a minus for what comes off', () => {
    expect(formatAmount(166800)).toBe('$1,668.00');
    expect(formatAmount(-9000)).toBe('-$90.00');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount(0)).toBe('$0.00');
  });
});

const plan = (amountInCents: number) => ({ description: 'Essentials', amountInCents });

describe('invoiceRows', () => {
  it('shows discounts and credit recorded as lines as they are, counted once', () => {
    const rows = invoiceRows({
      lines: [
        plan(29900),
        { description: 'Coupon BLACKFRIDAY30', amountInCents: -9000 },
        { description: 'Unused time on your previous plan', amountInCents: -4000 },
      ],
      discountInCents: 9000,
      creditAppliedInCents: 4000,
      totalInCents: 16900,
    });
    expect(rows.items.map((i) => i.amountInCents)).toEqual([29900, -9000, -4000]);
    expect(rows.adjustments).toEqual([]);
  });

  it('turns a discount kept only in the totals into a row naming its coupons', () => {
    const rows = invoiceRows({
      lines: [plan(29900), { description: 'Coupon ONEUSE50', amountInCents: 0 }],
      discountInCents: 14950,
      creditAppliedInCents: 0,
      totalInCents: 14950,
    });
    expect(rows.items).toEqual([plan(29900)]);
    expect(rows.subtotalInCents).toBe(29900);
    expect(rows.adjustments).toEqual([
      { description: 'Discount (ONEUSE50)', amountInCents: -14950 },
    ]);
  });

  it('shows credit from a previous plan kept only in the totals', () => {
    const rows = invoiceRows({
      lines: [plan(166800)],
      discountInCents: 0,
      creditAppliedInCents: 14950,
      totalInCents: 151850,
    });
    expect(rows.adjustments).toEqual([
      { description: 'Credit from your previous plan', amountInCents: -14950 },
    ]);
  });

  it('shows credit larger than the charge as kept, so the rows come to a total of $0', () => {
    const rows = invoiceRows({
      lines: [
        plan(1000),
        { description: 'Unused time on your previous plan', amountInCents: -1500 },
      ],
      discountInCents: 0,
      creditAppliedInCents: 1000,
      totalInCents: 0,
    });
    expect(rows.adjustments).toEqual([
      { description: 'Credit kept on your account', amountInCents: 500 },
    ]);
  });

  it('always adds up to the total', () => {
    const line = fc.record({
      description: fc.constantFrom('Essentials', 'Coupon X', 'Unused time'),
      amountInCents: fc.integer({ min: -200_000, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 5 }),
        fc.nat(200_000),
        fc.nat(200_000),
        fc.nat(400_000),
        (lines, discountInCents, creditAppliedInCents, totalInCents) => {
          const rows = invoiceRows({ lines, discountInCents, creditAppliedInCents, totalInCents });
          const sum = (xs: { amountInCents: number }[]) =>
            xs.reduce((s, x) => s + x.amountInCents, 0);
          expect(sum(rows.items)).toBe(rows.subtotalInCents);
          expect(rows.subtotalInCents + sum(rows.adjustments)).toBe(totalInCents);
        },
      ),
    );
  });
});
