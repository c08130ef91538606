import { getTableColumns } from 'drizzle-orm';
import { invoices } from '../tables.js';
import type { TInvoiceRow } from './payments.js';

const { lines: _lines, ...listColumns } = getTableColumns(invoices);
/** Every invoice column the list shows (not the lines, which only the PDF needs). */
export const invoiceListColumns = listColumns;

/** SPEC §3 invoice as the settings screen lists it. */
export function invoiceView(row: Omit<TInvoiceRow, 'lines'>) {
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
