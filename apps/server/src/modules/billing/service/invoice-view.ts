import { getTableColumns, sql } from 'drizzle-orm';
import { charges, invoices } from '../tables.js';
import type { TInvoiceRow } from './payments.js';

const { lines: _lines, ...listColumns } = getTableColumns(invoices);
/**
 * Every invoice column the list shows (not the lines, which only the PDF needs), and what was
 * given back of its payments (a cancellation within the cooling-off days, a refused
 * registration), summed in the same read.
 */
export const invoiceListColumns = {
  ...listColumns,
  // Named in full: drizzle writes a one-table select's columns bare, and a bare "id" here
  // would be the charge's own.
  refundedInCents: sql<number>`(select coalesce(sum(c.refunded_in_cents), 0)::int
    from ${charges} c where c.invoice_id = ${invoices}.id)`.mapWith(Number),
};

/** SPEC §3 invoice as the settings screen lists it. */
export function invoiceView(row: Omit<TInvoiceRow, 'lines'> & { refundedInCents?: number }) {
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
    refundedInCents: row.refundedInCents ?? 0,
    amountDueInCents:
      row.status === 'paid' || row.status === 'void' ? 0 : row.totalInCents - row.amountPaidInCents,
    description: row.description,
    downloadUrl: `/billing/invoices/${row.id}/pdf`,
  };
}
