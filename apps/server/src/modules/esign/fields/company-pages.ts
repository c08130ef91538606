import {
  COMPANY_CAPACITIES,
  executionStatement,
  formatAcn,
  type TCompanyExecution,
} from '@app/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { TLaidField } from './types.js';

export type TCompanyBlock = {
  name: string;
  acn: string;
  execution: TCompanyExecution;
  /** The officers in signing order, as recipient indexes with their names. */
  officers: { recipientIndex: number; name: string }[];
};

const BLOCKS_PER_PAGE = 2;
const MARGIN = 0.08;
const TOP = 0.1;
const BLOCK_HEIGHT = 0.42;
const GREY = rgb(0.3, 0.3, 0.3);

/** Text the standard font can draw: a character it cannot encode becomes a question mark. */
function drawable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    return [...text]
      .map((c) => {
        try {
          font.encodeText(c);
          return c;
        } catch {
          return '?';
        }
      })
      .join('');
  }
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/**
 * Appends execution pages for companies signing under Corporations Act s 127(1): the
 * statement "Executed by ... in accordance with section 127(1) ...", then for each officer a
 * signature and date field with their name and capacity printed beneath, so the capacity is
 * part of the signed page and not only of the audit record.
 */
export async function withCompanyPages(
  pdf: Uint8Array,
  companies: readonly TCompanyBlock[],
): Promise<{ pdf: Uint8Array; fields: TLaidField[]; pageCount: number }> {
  const doc = await PDFDocument.load(pdf);
  const fields: TLaidField[] = [];
  if (companies.length === 0) return { pdf, fields, pageCount: doc.getPageCount() };
  const { width, height } = doc.getPage(doc.getPageCount() - 1).getSize();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const fonts = { bold, regular };
  for (let start = 0; start < companies.length; start += BLOCKS_PER_PAGE) {
    const page = doc.addPage([width, height]);
    const pageIndex = doc.getPageCount() - 1;
    page.drawText('Execution', { x: width * MARGIN, y: height * 0.93, size: 16, font: bold });
    companies.slice(start, start + BLOCKS_PER_PAGE).forEach((company, i) => {
      fields.push(...drawBlock(page, pageIndex, fonts, company, TOP + i * BLOCK_HEIGHT));
    });
  }
  return { pdf: await doc.save(), fields, pageCount: doc.getPageCount() };
}

function drawBlock(
  page: PDFPage,
  pageIndex: number,
  fonts: { bold: PDFFont; regular: PDFFont },
  company: TCompanyBlock,
  top: number,
): TLaidField[] {
  const { width, height } = page.getSize();
  const yPts = (fraction: number) => height * (1 - fraction);
  const statement = drawable(
    fonts.bold,
    executionStatement({ name: company.name, acn: formatAcn(company.acn) }),
  );
  const lines = wrap(fonts.bold, statement, 11, width * (1 - 2 * MARGIN));
  lines.forEach((line, n) => {
    page.drawText(line, {
      x: width * MARGIN,
      y: yPts(top + 0.02 + n * 0.018),
      size: 11,
      font: fonts.bold,
    });
  });
  const capacities = COMPANY_CAPACITIES[company.execution];
  const columns = company.officers.length;
  const columnWidth = columns === 1 ? 0.5 : (1 - 2 * MARGIN - 0.08) / 2;
  const fieldsTop = top + 0.03 + lines.length * 0.018;
  return company.officers.flatMap((officer, n) => {
    const left = MARGIN + n * (columnWidth + 0.08);
    const capacity = capacities[n] ?? capacities[0]!;
    const signLine = fieldsTop + 0.1;
    const dateLine = signLine + 0.15;
    const rule = (at: number, w: number) =>
      page.drawLine({
        start: { x: width * left, y: yPts(at) },
        end: { x: width * (left + w), y: yPts(at) },
        thickness: 0.7,
        color: GREY,
      });
    const text = (value: string, at: number, size: number, font: PDFFont) =>
      page.drawText(drawable(font, value), { x: width * left, y: yPts(at), size, font });
    rule(signLine, columnWidth);
    text('Signature', signLine + 0.018, 8, fonts.regular);
    text(officer.name, signLine + 0.045, 11, fonts.bold);
    text(capacity, signLine + 0.065, 10, fonts.regular);
    rule(dateLine, columnWidth * 0.6);
    text('Date', dateLine + 0.018, 8, fonts.regular);
    return [
      {
        recipientIndex: officer.recipientIndex,
        page: pageIndex,
        x: left,
        y: signLine - 0.085,
        width: columnWidth,
        height: 0.08,
        type: 'SIGNATURE' as const,
      },
      {
        recipientIndex: officer.recipientIndex,
        page: pageIndex,
        x: left,
        y: dateLine - 0.035,
        width: columnWidth * 0.6,
        height: 0.03,
        type: 'DATE' as const,
      },
    ];
  });
}
