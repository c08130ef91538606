import { type PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { TFontSet, TFontStack } from '../../../platform/pdf/font-stack.js';
import { wrapText } from '../../../platform/pdf/text-fit.js';
import { australianTime } from './australian-time.js';
import type { TAuditRecipient } from './types.js';

// A4, with the same margins whatever size the document's own pages are.
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREY = rgb(0.35, 0.35, 0.4);

export type TAuditInput = {
  title: string;
  processId: string;
  originalSha256: string;
  completedAt: Date;
  recipients: readonly TAuditRecipient[];
};

type TLine = { text: string; size: number; bold?: boolean; grey?: boolean; gapBefore?: number };

/** The lines of the certificate, top to bottom. */
function auditLines(input: TAuditInput): TLine[] {
  const lines: TLine[] = [
    { text: 'Signing certificate', size: 18, bold: true },
    { text: input.title, size: 12, gapBefore: 6 },
    { text: `Completed ${australianTime(input.completedAt)}`, size: 10, gapBefore: 4 },
    { text: `Signing process ${input.processId}`, size: 10, grey: true },
    { text: 'SHA-256 of the original document', size: 10, bold: true, gapBefore: 12 },
    { text: input.originalSha256, size: 9 },
    {
      text:
        'The SHA-256 of this completed PDF cannot be printed inside it (printing it would change it): ' +
        'upload the PDF to the verify page at /esign/verify to see it and to check that nothing has changed since it was sealed.',
      size: 9,
      grey: true,
      gapBefore: 4,
    },
    { text: 'Recipients', size: 13, bold: true, gapBefore: 16 },
  ];
  for (const r of input.recipients) {
    lines.push({ text: `${r.name} <${r.email}>`, size: 11, bold: true, gapBefore: 10 });
    lines.push({ text: `Role: ${r.role}. Verified by: ${r.verification}`, size: 9 });
    if (r.ip) lines.push({ text: `IP address: ${r.ip}`, size: 9 });
    if (r.userAgent) lines.push({ text: `Browser: ${r.userAgent}`, size: 8, grey: true });
    const times: [string, Date | undefined][] = [
      ['Sent', r.sentAt],
      ['Viewed', r.viewedAt],
      ['Signed', r.signedAt],
      ['Declined', r.declinedAt],
    ];
    for (const [label, at] of times) {
      if (at) lines.push({ text: `${label}: ${australianTime(at)}`, size: 9 });
    }
  }
  lines.push({
    text: 'Times are Sydney time (AEST is UTC+10, AEDT is UTC+11). This PDF is sealed with a PKCS#7 digital signature.',
    size: 8,
    grey: true,
    gapBefore: 16,
  });
  return lines;
}

type TPlaced = {
  line: string;
  size: number;
  stack: TFontStack;
  grey?: boolean;
  page: number;
  y: number;
};

/**
 * Appends the audit certificate: as many A4 pages as the recipients need, each line wrapped
 * to the text width and set through the font stack, so any name prints.
 */
export async function appendAuditPages(
  pdf: PDFDocument,
  fonts: TFontSet,
  input: TAuditInput,
): Promise<void> {
  const lines = auditLines(input);
  const width = PAGE[0] - 2 * MARGIN;
  const placed = await fonts.settle(() => {
    const regular = fonts.stack({ standard: StandardFonts.Helvetica });
    const bold = fonts.stack({ standard: StandardFonts.HelveticaBold });
    const out: TPlaced[] = [];
    let page = 0;
    let y = PAGE[1] - MARGIN;
    for (const l of lines) {
      const stack = l.bold ? bold : regular;
      const text = stack.fit(l.text);
      y -= l.gapBefore ?? 0;
      // Hashes and user agents have long unbroken runs; wrapText breaks them where it must.
      for (const part of wrapText(text, width, (s) => stack.widthOf(s, l.size))) {
        y -= l.size * 1.35;
        if (y < MARGIN) {
          page += 1;
          y = PAGE[1] - MARGIN - l.size * 1.35;
        }
        out.push({ line: part, size: l.size, stack, grey: l.grey, page, y });
      }
    }
    return out;
  });
  const pages: PDFPage[] = [];
  for (const p of placed) {
    while (pages.length <= p.page) pages.push(pdf.addPage(PAGE));
    p.stack.draw(pages[p.page]!, p.line, {
      x: MARGIN,
      y: p.y,
      size: p.size,
      color: p.grey ? GREY : rgb(0, 0, 0),
    });
  }
}
