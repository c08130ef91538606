// ASIC's fees that a company change or an annual review can incur. Fees are indexed every
// 1 July (Corporations (Fees) Regulations 2001 Sch 1 item 8 late fees; Corporations (Review
// Fees) Regulations 2003 for the review fee); each row says from when it applies and where
// the figure was read, so a new year's figures are one added row.

export type TAsicFeeSchedule = {
  /** First day (Sydney) the figures apply, 'yyyy-MM-dd'. */
  from: string;
  /** Late lodgement or payment up to one month after the due date, in cents. */
  lateUpToOneMonthCents: number;
  /** More than one month after the due date, in cents. */
  lateOverOneMonthCents: number;
  /** Annual review fee of a proprietary company, in cents. */
  annualReviewFeeCents: number;
  source: string;
  /** When the figures were read from the source. */
  checkedOn: string;
};

export const ASIC_FEE_SCHEDULES: readonly TAsicFeeSchedule[] = [
  {
    from: '2023-07-01',
    lateUpToOneMonthCents: 9300,
    lateOverOneMonthCents: 38700,
    annualReviewFeeCents: 31000,
    source: 'https://cleartax.com.au/tax/business-tax/asic-late-fees/ (2023-24 figures)',
    checkedOn: '2026-11-27',
  },
  {
    from: '2024-07-01',
    lateUpToOneMonthCents: 9600,
    lateOverOneMonthCents: 40100,
    annualReviewFeeCents: 32100,
    source: 'https://asic.gov.au/for-business/payments-fees-and-invoices/asic-fees (late fees)',
    checkedOn: '2026-11-27',
  },
  {
    from: '2025-07-01',
    lateUpToOneMonthCents: 9800,
    lateOverOneMonthCents: 41100,
    annualReviewFeeCents: 32900,
    source: 'https://nanakaccountants.com.au/?p=11185 (2025-26 figures, indexed from 1 July 2025)',
    checkedOn: '2026-11-27',
  },
];

/** The schedule in force on a Sydney day; before the first row, the first row. */
export function asicFeesOn(
  day: string,
  schedules: readonly TAsicFeeSchedule[] = ASIC_FEE_SCHEDULES,
): TAsicFeeSchedule {
  const sorted = [...schedules].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.filter((s) => s.from <= day).at(-1) ?? sorted[0]!;
}
