import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export type TBlockFor = { recipientIndex: number; name: string; role: string };
export type TPlacedField = {
  recipientIndex: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  type: 'SIGNATURE' | 'DATE';
};

const BLOCKS_PER_PAGE = 4;
const MARGIN = 0.08;
const TOP = 0.14;
const BLOCK_HEIGHT = 0.2;

/**
 * Appends signature pages to the document: one block per person who signs, with their name
 * and role printed and a SIGNATURE and DATE field placed on it. Nobody has to place fields,
 * and the signer sees the whole document before the block they sign (Corporations Act
 * s 127(3B) asks that each signer see the entire document).
 */
export async function withSignatureBlocks(
  pdf: Uint8Array,
  blocks: TBlockFor[],
): Promise<{ pdf: Uint8Array; fields: TPlacedField[]; pageCount: number }> {
  const doc = await PDFDocument.load(pdf);
  const last = doc.getPage(doc.getPageCount() - 1);
  const { width, height } = last.getSize();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const fields: TPlacedField[] = [];
  for (let start = 0; start < blocks.length; start += BLOCKS_PER_PAGE) {
    const page = doc.addPage([width, height]);
    const pageIndex = doc.getPageCount() - 1;
    page.drawText(start === 0 ? 'Signatures' : 'Signatures (continued)', {
      x: width * MARGIN,
      y: height * (1 - 0.08),
      size: 16,
      font: bold,
    });
    blocks.slice(start, start + BLOCKS_PER_PAGE).forEach((block, i) => {
      const top = TOP + i * BLOCK_HEIGHT;
      const yPts = (fraction: number) => height * (1 - fraction);
      page.drawText(`${block.name} (${block.role.toLowerCase()})`, {
        x: width * MARGIN,
        y: yPts(top + 0.02),
        size: 11,
        font: bold,
      });
      const lineAt = top + 0.13;
      page.drawLine({
        start: { x: width * MARGIN, y: yPts(lineAt) },
        end: { x: width * 0.58, y: yPts(lineAt) },
        thickness: 0.7,
        color: rgb(0.3, 0.3, 0.3),
      });
      page.drawLine({
        start: { x: width * 0.64, y: yPts(lineAt) },
        end: { x: width * (1 - MARGIN), y: yPts(lineAt) },
        thickness: 0.7,
        color: rgb(0.3, 0.3, 0.3),
      });
      page.drawText('Signature', {
        x: width * MARGIN,
        y: yPts(lineAt + 0.02),
        size: 9,
        font: regular,
      });
      page.drawText('Date', { x: width * 0.64, y: yPts(lineAt + 0.02), size: 9, font: regular });
      fields.push(
        {
          recipientIndex: block.recipientIndex,
          page: pageIndex,
          x: MARGIN,
          y: top + 0.035,
          width: 0.5,
          height: 0.09,
          type: 'SIGNATURE',
        },
        {
          recipientIndex: block.recipientIndex,
          page: pageIndex,
          x: 0.64,
          y: top + 0.085,
          width: 1 - MARGIN - 0.64,
          height: 0.04,
          type: 'DATE',
        },
      );
    });
  }
  return { pdf: await doc.save(), fields, pageCount: doc.getPageCount() };
}
