import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A document of `pages` A4 pages, each saying which page it is. */
export async function samplePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`Mutual Non-Disclosure Agreement, page ${i} of ${pages}`, {
      x: 56,
      y: 780,
      size: 14,
      font,
    });
    for (let line = 0; line < 40; line++) {
      page.drawText(
        `Clause ${i}.${line + 1}: the parties keep each other's information confidential.`,
        {
          x: 56,
          y: 740 - line * 16,
          size: 10,
          font,
        },
      );
    }
  }
  pdf.setCreationDate(new Date('2026-11-20T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-11-20T00:00:00Z'));
  return pdf.save();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A drawn signature as a browser's signature pad sends it: a PNG with a dark stroke. */
export function strokePng(width = 240, height = 80): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      // A sine stroke about four pixels thick, transparent elsewhere.
      const curve = height / 2 + (height / 3) * Math.sin((x / width) * Math.PI * 3);
      const ink = Math.abs(y - curve) < 2;
      row.writeUInt32BE(ink ? 0x102060ff : 0x00000000, 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
