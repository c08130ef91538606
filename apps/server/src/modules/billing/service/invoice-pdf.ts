import { formatDollars, formatSydneyDate } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { invoices } from '../tables.js';

// A tax invoice as a PDF: Australian prices include GST, so the GST shown is 1/11 of the total.

export async function invoicePdf(deps: TDeps, opts: { viewer: TViewer; invoiceId: string }) {
  const [invoice] = await deps.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, opts.invoiceId), eq(invoices.userId, opts.viewer.user.id)));
  if (!invoice) throw new AppError('NOT_FOUND', 'That invoice was not found.');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.number}`);
  pdf.setAuthor('Clausewell');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.4);
  let y = 780;
  const line = (
    text: string,
    x: number,
    opts: { font?: typeof regular; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) =>
    page.drawText(text, {
      x,
      y,
      size: opts.size ?? 11,
      font: opts.font ?? regular,
      color: opts.color ?? rgb(0, 0, 0),
    });
  const right = (text: string, size = 11, font = regular) =>
    page.drawText(text, { x: 540 - font.widthOfTextAtSize(text, size), y, size, font });

  line('Clausewell', 56, { font: bold, size: 20 });
  right('TAX INVOICE', 14, bold);
  y -= 40;
  const user = opts.viewer.user;
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Issued', formatSydneyDate(invoice.issuedAt)],
    ['Billed to', `${user.firstName} ${user.lastName} <${user.email}>`],
    ['Status', invoice.status],
    ...(invoice.periodStart && invoice.periodEnd
      ? [
          [
            'Period',
            `${formatSydneyDate(invoice.periodStart)} to ${formatSydneyDate(invoice.periodEnd)}`,
          ],
        ]
      : []),
  ] as [string, string][]) {
    line(label, 56, { color: grey });
    line(value, 180);
    y -= 18;
  }
  y -= 20;
  line('Description', 56, { font: bold });
  right('Amount (AUD)', 11, bold);
  y -= 8;
  page.drawLine({ start: { x: 56, y }, end: { x: 540, y }, thickness: 0.5, color: grey });
  y -= 18;
  for (const item of invoice.lines) {
    if (item.amountInCents === 0 && item.description.startsWith('Coupon')) continue;
    line(item.description.slice(0, 70), 56);
    right(formatDollars(item.amountInCents));
    y -= 18;
  }
  y -= 8;
  page.drawLine({ start: { x: 300, y }, end: { x: 540, y }, thickness: 0.5, color: grey });
  y -= 18;
  const totals: [string, number][] = [
    ['Subtotal', invoice.subtotalInCents],
    ...(invoice.discountInCents
      ? ([['Discount', -invoice.discountInCents]] as [string, number][])
      : []),
    ...(invoice.creditAppliedInCents
      ? ([['Credit applied', -invoice.creditAppliedInCents]] as [string, number][])
      : []),
    ['Total (GST inclusive)', invoice.totalInCents],
    ['GST included', Math.round(invoice.totalInCents / 11)],
    ['Paid', invoice.amountPaidInCents],
  ];
  for (const [label, cents] of totals) {
    line(label, 300, { font: label.startsWith('Total') ? bold : regular });
    right(formatDollars(cents), 11, label.startsWith('Total') ? bold : regular);
    y -= 18;
  }
  y = 60;
  line('Prices are in Australian dollars and include GST.', 56, { size: 9, color: grey });
  return { bytes: await pdf.save(), fileName: `${invoice.number}.pdf` };
}
