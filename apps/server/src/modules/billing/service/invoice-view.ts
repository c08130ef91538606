import type { TInvoiceRow } from './payments.js';

/** SPEC §3 invoice as the settings screen lists it. */
export function invoiceView(row: TInvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    subscriptionId: row.subscriptionId,
    bundleId: row.bundleId,
    issuedAt: row.issuedAt,
    paidAt: row.paidAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    subtotalInCents: row.subtotalInCents,
    discountInCents: row.discountInCents,
    creditAppliedInCents: row.creditAppliedInCents,
    totalInCents: row.totalInCents,
    amountPaidInCents: row.amountPaidInCents,
    amountDueInCents:
      row.status === 'paid' || row.status === 'void' ? 0 : row.totalInCents - row.amountPaidInCents,
    description: row.description,
    downloadUrl: `/billing/invoices/${row.id}/pdf`,
  };
}
