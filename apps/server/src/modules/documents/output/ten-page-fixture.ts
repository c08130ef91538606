import { crc32, deflateSync } from 'node:zlib';
import type { TRenderedBlock, TRenderedDocument, TSignatureMark } from '@app/domain';

// A made-up agreement of about ten A4 pages, for `npm run bench` to time the writers on
// a document the size customers download, with each kind of block and of signature.

const SENTENCES = [
  'The Supplier must perform the Services with due care, skill and diligence, in accordance with good industry practice and every applicable law, standard and code of conduct.',
  'Each party must promptly notify the other of any matter that may delay or prevent the performance of its obligations under this agreement, and take reasonable steps to limit the effect of that matter.',
  'Amounts payable under this agreement are exclusive of GST; where GST is payable on a supply, the recipient must pay an additional amount equal to that GST on receipt of a valid tax invoice.',
  'Nothing in this clause limits any right or remedy a party may have under the Australian Consumer Law, which cannot be excluded, restricted or modified by agreement.',
];

function text(seed: number, sentences: number): string {
  return Array.from({ length: sentences }, (_, i) => SENTENCES[(seed + i) % SENTENCES.length]).join(
    ' ',
  );
}

const ROMAN = ['i', 'ii', 'iii'];

function clause(n: number): TRenderedBlock {
  const subclauses = Array.from(
    { length: 4 },
    (_, s): TRenderedBlock => ({
      type: 'clause',
      number: `${n}.${s + 1}`,
      label: `${n}.${s + 1}`,
      depth: 2,
      text: text(n + s, 3),
      children:
        s === 1
          ? ROMAN.map((r, k) => ({
              type: 'clause',
              number: `${n}.${s + 1}(${String.fromCharCode(97 + k)})`,
              label: `(${String.fromCharCode(97 + k)})`,
              depth: 3,
              text: text(n + k, 1),
              children: [
                {
                  type: 'clause',
                  number: `${n}.2(a)(${r})`,
                  label: `(${r})`,
                  depth: 4,
                  text: text(k, 1),
                  children: [],
                },
              ],
            }))
          : [],
    }),
  );
  return {
    type: 'clause',
    number: String(n),
    label: String(n),
    depth: 1,
    title: `Obligations of the parties, part ${n}`,
    children: subclauses,
  };
}

/** A PNG of a pen stroke, as the signature pad would send it: a base64 data URL. */
export function signaturePngDataUrl(width = 300, height = 100): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4); // filter byte, then RGBA pixels
    for (let x = 0; x < width; x++) {
      const stroke = height / 2 + (height / 3) * Math.sin((x / width) * Math.PI * 4);
      if (Math.abs(y - stroke) < 3) row.writeUInt32BE(0x1a1a80ff, 1 + x * 4);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export function tenPageDocument(): TRenderedDocument {
  const party = (name: string, role: string): TRenderedBlock => ({
    type: 'party',
    name,
    role,
    details: [
      { label: 'ABN', text: '51 824 753 556' },
      { label: 'Address', text: '12 Example Street, Melbourne VIC 3000' },
    ],
  });
  const signature = (name: string, mark: TSignatureMark | null): TRenderedBlock => ({
    type: 'signature',
    party: name,
    statement: `Executed by ${name} in accordance with section 127 of the Corporations Act 2001 (Cth)`,
    signatory: 'Alex Citizen',
    capacity: 'Director',
    signature: mark,
    date: '21 November 2026',
  });
  return {
    templateId: 'benchmark-ten-pages',
    title: 'Services Agreement (benchmark)',
    category: 'template',
    font: 'Helvetica',
    date: '2026-11-21',
    blocks: [
      { type: 'heading', level: 1, text: 'Services Agreement' },
      {
        type: 'paragraph',
        text: 'This agreement is made on 21 November 2026 between the parties below.',
      },
      { type: 'heading', level: 2, text: 'Parties' },
      party('Wattle & Stone Pty Ltd', 'the Customer'),
      party('Harbour Lights Consulting Pty Ltd', 'the Supplier'),
      { type: 'heading', level: 2, text: 'Agreed terms' },
      ...Array.from({ length: 8 }, (_, i) => clause(i + 1)),
      { type: 'pageBreak' },
      { type: 'heading', level: 2, text: 'Signing page' },
      signature('Wattle & Stone Pty Ltd', { kind: 'typed', name: 'Alex Citizen' }),
      signature('Harbour Lights Consulting Pty Ltd', {
        kind: 'image',
        dataUrl: signaturePngDataUrl(),
      }),
      signature('Witness', null),
    ],
  };
}
