import { formatAbn, formatSydneyDate } from '@app/domain';
import { PDFDocument, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { createFontSet, type TFontStack } from '../../../platform/pdf/font-stack.js';
import { wrapText } from '../../../platform/pdf/text-fit.js';
import type { TInvoiceLine } from '../tables.js';
import { formatAmount, gstIncluded, invoiceRows } from './invoice-amounts.js';

// A tax invoice as the ATO asks for one (GST Act s 29-70): the words 'Tax invoice', the
// seller's name, ABN and address, the date of issue, each thing sold with its price, the GST
// in the total and that the total includes GST, and the buyer's identity. The buyer is named
// on every invoice, though the Act only requires it from $1,000. Names in any script are
// drawn, from the same font stack as the documents.

export type TTaxInvoice = {
  seller: { legalName: string; abn: string; address: string };
  buyer: { name: string; email: string; businessName: string | null };
  number: string;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  status: string;
  lines: readonly TInvoiceLine[];
  discountInCents: number;
  creditAppliedInCents: number;
  totalInCents: number;
  amountPaidInCents: number;
};

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const LEFT = 56;
const RIGHT = PAGE.width - 56;
const TOP = PAGE.height - 72;
const BOTTOM = 80;
const SELLER_X = 330;
const VALUE_X = 170;
const TOTALS_X = 300;
const AMOUNT_WIDTH = 100;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

type TFonts = { regular: TFontStack; bold: TFontStack };
type TStyle = { font: TFontStack; size: number; color?: RGB };
type TDraw = (page: PDFPage) => void;

const STATUS: Record<string, string> = {
  paid: 'Paid',
  open: 'Awaiting payment',
  draft: 'Draft',
  void: 'Void',
  uncollectible: 'Unpaid',
  deleted: 'Cancelled',
};

/** The invoice as drawing steps, page by page. Pure, so it can run again as fonts load. */
function layOut(invoice: TTaxInvoice, fonts: TFonts): TDraw[][] {
  const body: TStyle = { font: fonts.regular, size: 10 };
  const strong: TStyle = { font: fonts.bold, size: 10 };
  const muted: TStyle = { font: fonts.regular, size: 10, color: MUTED };
  const pages: TDraw[][] = [[]];
  let y = TOP;
  const draw = (step: TDraw) => pages[pages.length - 1]?.push(step);
  /** Moves down a line, onto a new page when this one is full. */
  const down = (height: number) => {
    y -= height;
    if (y < BOTTOM) {
      pages.push([]);
      y = TOP;
    }
  };
  const put = (text: string, x: number, style: TStyle, align: 'left' | 'right' = 'left') => {
    const fitted = style.font.fit(text);
    const width = style.font.widthOf(fitted, style.size);
    const at = { x: align === 'right' ? x - width : x, y, size: style.size };
    draw((page) => style.font.draw(page, fitted, { ...at, color: style.color ?? INK }));
  };
  /** Wrapped text whose first line sits on the current line; ends on its last line. */
  const wrapped = (text: string, x: number, width: number, style: TStyle, lead: number) => {
    const measure = (s: string) => style.font.widthOf(s, style.size);
    wrapText(style.font.fit(text), width, measure).forEach((line, i) => {
      if (i > 0) down(lead);
      put(line, x, style);
    });
  };
  const rule = (from: number) => {
    const at = y;
    draw((page) =>
      page.drawLine({
        start: { x: from, y: at },
        end: { x: RIGHT, y: at },
        thickness: 0.5,
        color: MUTED,
      }),
    );
  };

  // The title on the left, the seller on the right.
  const top = y;
  put('Tax invoice', LEFT, { font: fonts.bold, size: 24 });
  wrapped(invoice.seller.legalName, SELLER_X, RIGHT - SELLER_X, { font: fonts.bold, size: 11 }, 14);
  y -= 15;
  put(`ABN ${formatAbn(invoice.seller.abn)}`, SELLER_X, body);
  y -= 14;
  wrapped(invoice.seller.address, SELLER_X, RIGHT - SELLER_X, body, 14);
  y = Math.min(y, top - 30) - 34;

  const details: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date of issue', formatSydneyDate(invoice.issuedAt)],
  ];
  if (invoice.periodStart && invoice.periodEnd) {
    const period = `${formatSydneyDate(invoice.periodStart)} to ${formatSydneyDate(invoice.periodEnd)}`;
    details.push(['Period', period]);
  }
  details.push(['Status', STATUS[invoice.status] ?? invoice.status]);
  for (const [label, value] of details) {
    put(label, LEFT, muted);
    put(value, VALUE_X, body);
    down(16);
  }

  down(12);
  put('Billed to', LEFT, strong);
  for (const line of [invoice.buyer.name, invoice.buyer.businessName, invoice.buyer.email]) {
    if (!line) continue;
    down(15);
    wrapped(line, LEFT, RIGHT - LEFT, body, 15);
  }

  down(34);
  put('Description', LEFT, strong);
  put('Amount (AUD)', RIGHT, strong, 'right');
  y -= 7;
  rule(LEFT);
  const rows = invoiceRows(invoice);
  for (const item of rows.items) {
    down(17);
    put(formatAmount(item.amountInCents), RIGHT, body, 'right');
    wrapped(item.description, LEFT, RIGHT - LEFT - AMOUNT_WIDTH, body, 14);
  }
  y -= 9;
  rule(LEFT);

  const gstFree = invoice.lines.reduce((sum, l) => sum + (l.gstFree ? l.amountInCents : 0), 0);
  const gst = gstIncluded(invoice.totalInCents - gstFree);
  const due =
    invoice.status === 'paid' || invoice.status === 'void'
      ? 0
      : invoice.totalInCents - invoice.amountPaidInCents;
  const totals: [label: string, cents: number, style: TStyle][] = [];
  if (rows.adjustments.length) {
    totals.push(['Subtotal', rows.subtotalInCents, body]);
    for (const a of rows.adjustments) totals.push([a.description, a.amountInCents, body]);
  }
  totals.push(['Total (including GST)', invoice.totalInCents, strong]);
  totals.push(['GST included in the total', gst, body]);
  totals.push(['Amount paid', invoice.amountPaidInCents, body]);
  if (due > 0) totals.push(['Amount due', due, strong]);
  for (const [label, cents, style] of totals) {
    down(17);
    put(formatAmount(cents), RIGHT, style, 'right');
    wrapped(label, TOTALS_X, RIGHT - TOTALS_X - AMOUNT_WIDTH, style, 14);
  }

  down(34);
  put(`The total price includes GST of ${formatAmount(gst)}.`, LEFT, body);
  down(15);
  put('All amounts are in Australian dollars.', LEFT, muted);
  return pages;
}

const footerStyle = (fonts: TFonts): TStyle => ({ font: fonts.regular, size: 8, color: MUTED });
const footerText = (invoice: TTaxInvoice) =>
  `${invoice.seller.legalName} · ABN ${formatAbn(invoice.seller.abn)} · Tax invoice ${invoice.number}`;

/** The tax invoice as an A4 PDF. The same invoice always gives the same bytes. */
export async function writeInvoicePdf(invoice: TTaxInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const set = createFontSet(pdf);
  const fonts: TFonts = {
    regular: set.stack({ family: 'open-sans', weight: 400, style: 'normal' }),
    bold: set.stack({ family: 'open-sans', weight: 700, style: 'normal' }),
  };
  const footer = footerStyle(fonts);
  const pages = await set.settle(() => {
    // Footers are drawn once the pages are counted: their faces are reserved now.
    footer.font.reserve(`${footer.font.fit(footerText(invoice))} Page 0123456789 of`);
    return layOut(invoice, fonts);
  });

  const full = footer.font.fit(footerText(invoice));
  pages.forEach((steps, i) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    for (const step of steps) step(page);
    const number = `Page ${i + 1} of ${pages.length}`;
    const numberX = RIGHT - footer.font.widthOf(number, footer.size);
    // A very long legal name leaves the footer to the invoice number.
    const fits = LEFT + footer.font.widthOf(full, footer.size) + 24 <= numberX;
    const text = fits ? full : `Tax invoice ${invoice.number}`;
    const at = { y: 40, size: footer.size, color: footer.color };
    footer.font.draw(page, text, { ...at, x: LEFT });
    footer.font.draw(page, number, { ...at, x: numberX });
  });

  pdf.setTitle(`Tax invoice ${invoice.number}`, { showInWindowTitleBar: true });
  pdf.setAuthor(invoice.seller.legalName);
  pdf.setCreator('Clausewell');
  pdf.setProducer('Clausewell');
  pdf.setLanguage('en-AU');
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);
  return pdf.save();
}
