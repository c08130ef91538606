import { formatDollars } from '../billing/pricing.js';

// What goes back to the customer when ASIC refuses a company registration they paid for.
// ASIC keeps no fee for a refused application, so its fee always comes back. Our service fee
// is kept only when the customer can fix what was refused and resubmit the same application
// without paying again; a refused application here is final (a new one is paid for anew), so
// in practice a refusal refunds everything.

export type TRefusalRefund = {
  /** What goes back to the card that paid. */
  refundInCents: number;
  /** Our service fee, kept because the customer can fix the refusal and resubmit. */
  keptInCents: number;
};

export function refusalRefund(o: {
  serviceFeeInCents: number;
  governmentFeeInCents: number;
  customerCanResubmit: boolean;
}): TRefusalRefund {
  const keptInCents = o.customerCanResubmit ? o.serviceFeeInCents : 0;
  return {
    refundInCents: o.serviceFeeInCents + o.governmentFeeInCents - keptInCents,
    keptInCents,
  };
}

/** The refusal's money in one sentence, for the application's page and the refusal mail. */
export function refusalRefundMessage(o: {
  refundInCents: number;
  keptInCents: number;
  cardLast4: string | null;
}): string {
  const to = o.cardLast4 ? `your card ending ${o.cardLast4}` : 'the account you paid with';
  const refunded =
    o.refundInCents > 0
      ? `Refunded ${formatDollars(o.refundInCents)} to ${to}; it usually arrives within 5 to 10 business days.`
      : 'Nothing was charged, so there is nothing to refund.';
  const kept =
    o.keptInCents > 0
      ? ` We kept our ${formatDollars(o.keptInCents)} service fee because you can fix what ASIC refused and resubmit at no extra charge.`
      : ' ASIC keeps no fee for a refused application, and neither do we.';
  return refunded + kept;
}
