import type { TInvoiceLine } from '../tables.js';

// The figures a tax invoice shows. Australian prices include GST, so the GST in a total is
// one eleventh of it; and what the lines add up to must visibly come to the total, whether
// discounts and credit are lines of their own or were recorded only against the invoice.

/** The GST included in a GST-inclusive total, to the cent. */
export function gstIncluded(totalInCents: number): number {
  // total / 11 is never exactly half a cent (11 is odd), so rounding has no ties.
  return totalInCents > 0 ? Math.round(totalInCents / 11) : 0;
}

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,668.00', and '-$90.00' for a discount or credit. */
export function formatAmount(cents: number): string {
  return dollars.format((cents === 0 ? 0 : cents) / 100);
}

export type TInvoiceFigures = {
  lines: readonly TInvoiceLine[];
  discountInCents: number;
  creditAppliedInCents: number;
  totalInCents: number;
};

export type TInvoiceRows = {
  /** Each thing sold with its price; discounts and credit recorded as lines keep their sign. */
  items: TInvoiceLine[];
  /** What the items add up to, shown when adjustments follow. */
  subtotalInCents: number;
  /** Discounts and credit recorded against the invoice rather than as lines. */
  adjustments: TInvoiceLine[];
};

const isCouponMarker = (line: TInvoiceLine) =>
  line.amountInCents === 0 && /^Coupon\s/.test(line.description);

/**
 * The rows of an invoice. Older invoices name their coupons in lines of $0 and carry the
 * discount (and plan-change credit) only in the invoice's totals: those become adjustment
 * rows, so the rows always add up to the total. Newer invoices carry them as negative lines,
 * which are shown as they are, and nothing is counted twice.
 */
export function invoiceRows(figures: TInvoiceFigures): TInvoiceRows {
  const items = figures.lines.filter((line) => !isCouponMarker(line));
  const coupons = figures.lines.filter(isCouponMarker).map((l) => l.description.slice(7).trim());
  const subtotalInCents = items.reduce((sum, line) => sum + line.amountInCents, 0);
  const adjustments: TInvoiceLine[] = [];
  let unexplained = subtotalInCents - figures.totalInCents;

  const takeOff = (description: string, recorded: number) => {
    const amount = Math.min(recorded, unexplained);
    if (amount <= 0) return;
    adjustments.push({ description, amountInCents: -amount });
    unexplained -= amount;
  };
  takeOff(
    coupons.length ? `Discount (${coupons.join(', ')})` : 'Discount',
    figures.discountInCents,
  );
  takeOff('Credit from your previous plan', figures.creditAppliedInCents);
  if (unexplained < 0) {
    // Credit larger than the charge: the total stops at $0 and the rest stays with the plan.
    adjustments.push({ description: 'Credit kept on your account', amountInCents: -unexplained });
  } else if (unexplained > 0) {
    adjustments.push({ description: 'Other adjustments', amountInCents: -unexplained });
  }
  return { items, subtotalInCents, adjustments };
}
