/**
 * Government fees, as configuration with the date each took effect and where it was read,
 * so a fee change is a new row rather than an edit. Shown apart from our service fee and
 * never discounted. ASIC indexes its fees each 1 July.
 */
export type TGovernmentFeeKind = 'COMPANY_REGISTRATION_WITH_SHARE_CAPITAL';

export type TGovernmentFee = {
  kind: TGovernmentFeeKind;
  label: string;
  amountInCents: number;
  /** yyyy-MM-dd, Australian date the fee applies from. */
  effectiveFrom: string;
  source: string;
  /** yyyy-MM-dd the source was read. */
  checkedOn: string;
};

export const GOVERNMENT_FEES: readonly TGovernmentFee[] = [
  {
    kind: 'COMPANY_REGISTRATION_WITH_SHARE_CAPITAL',
    label: 'ASIC fee: register an Australian company having share capital (Form 201)',
    amountInCents: 59_700,
    effectiveFrom: '2024-07-01',
    source:
      'https://asic.gov.au/for-business/payments-fees-and-invoices/asic-fees/fees-for-commonly-lodged-documents (INFO 30, Corporations (Fees) Regulations 2001 Sch 1 item 1(a)(i))',
    checkedOn: '2026-11-27',
  },
];

/** The fee in force on `onDate` (yyyy-MM-dd): the latest row that took effect by then. */
export function governmentFee(kind: TGovernmentFeeKind, onDate: string): TGovernmentFee {
  const rows = GOVERNMENT_FEES.filter((f) => f.kind === kind && f.effectiveFrom <= onDate).sort(
    (a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom),
  );
  const fee = rows[0];
  if (!fee) throw new Error(`no ${kind} fee in force on ${onDate}`);
  return fee;
}
