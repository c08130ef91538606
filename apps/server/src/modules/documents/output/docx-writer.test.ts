import { inflateRawSync } from 'node:zlib';
import type { TFont, TRenderedBlock } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { writeDocx } from './docx-writer.js';
import { signaturePngDataUrl, tenPageDocument } from './ten-page-fixture.js';

// A DOCX is a zip of XML parts; reading the parts shows what Word will be told.
function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

async function docxParts(blocks: TRenderedBlock[], font: TFont = 'Helvetica') {
  const doc = {
    templateId: 't',
    title: 'Edge Case Agreement',
    category: 'template' as const,
    font,
    date: '2026-11-21',
    blocks,
  };
  const files = unzip(await writeDocx(doc));
  const part = (name: string) => files.get(name)?.toString('utf8') ?? '';
  return { files, part, body: part('word/document.xml') };
}

const clause = (
  label: string,
  depth: number,
  text: string,
  children: TRenderedBlock[] = [],
): TRenderedBlock => ({
  type: 'clause',
  number: label,
  label,
  depth,
  text,
  children,
});

describe('writeDocx', () => {
  it('sets the title and creator, an A4 page and a footer with page numbers', async () => {
    const { part, body } = await docxParts([
      { type: 'heading', level: 1, text: 'Edge Case Agreement' },
    ]);
    expect(part('docProps/core.xml')).toContain('<dc:title>Edge Case Agreement</dc:title>');
    expect(part('docProps/core.xml')).toContain('<dc:creator>Clausewell</dc:creator>');
    expect(body).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(body).toContain('<w:pStyle w:val="Title"/>');
    const footer = [...unzip(await writeDocx(tenPageDocument())).entries()]
      .filter(([name]) => name.startsWith('word/footer'))
      .map(([, xml]) => xml.toString('utf8'))
      .join('');
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
  });

  it('numbers clauses with the computed labels and hangs each level one step further in', async () => {
    const { body } = await docxParts([
      { type: 'heading', level: 2, text: 'Terms' },
      clause('7', 1, 'Payment', [
        clause('7.1', 2, 'The fee', [
          clause('(a)', 3, 'monthly', [clause('(i)', 4, 'in arrears')]),
        ]),
      ]),
    ]);
    expect(body).toContain('<w:pStyle w:val="Heading2"/>');
    expect(body).not.toContain('<w:numPr>');
    const labels = [...body.matchAll(/<w:t xml:space="preserve">(7|7\.1|\(a\)|\(i\))<\/w:t>/g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(['7', '7.1', '(a)', '(i)']);
    const indents = [...body.matchAll(/<w:ind w:left="(\d+)" w:hanging="(\d+)"\/>/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(indents).toEqual([
      [720, 720],
      [720, 720],
      [1440, 720],
      [2160, 720],
    ]);
  });

  it('embeds a drawn signature as a picture and a typed one in an embedded Caveat', async () => {
    const png = signaturePngDataUrl(300, 100);
    const { files, part } = await docxParts([
      { type: 'signature', party: 'One', signature: { kind: 'image', dataUrl: png } },
      { type: 'signature', party: 'Two', signature: { kind: 'typed', name: 'Ann Lee' } },
      { type: 'signature', party: 'Three', signature: null },
    ]);
    const media = [...files.keys()].filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(files.get(media[0] ?? '')?.equals(Buffer.from(png.split(',')[1] ?? '', 'base64'))).toBe(
      true,
    );
    expect(part('word/fontTable.xml')).toMatch(/w:name="Caveat"[\s\S]*embedRegular/);
    expect([...files.keys()].some((name) => name.startsWith('word/fonts/'))).toBe(true);
  });

  it('embeds all three Open Sans faces for an opensans document, and no font for Helvetica', async () => {
    const { part } = await docxParts([{ type: 'paragraph', text: 'Body' }], 'opensans');
    expect(part('word/fontTable.xml')).toMatch(
      /w:name="Open Sans"[\s\S]*embedRegular[\s\S]*embedBold[\s\S]*embedItalic/,
    );
    const plain = await docxParts([{ type: 'paragraph', text: 'Body' }]);
    expect([...plain.files.keys()].some((name) => name.startsWith('word/fonts/'))).toBe(false);
  });

  it('keeps emoji, and leaves out characters XML cannot hold', async () => {
    const { body } = await docxParts([
      { type: 'paragraph', text: 'Thumbs 👍🏽 up\u0007 & <done>\ud800' },
      {
        type: 'party',
        name: 'Zoë 🚀 Pty Ltd',
        details: [{ label: 'Note', text: 'line one\nline two' }],
      },
    ]);
    expect(body).toContain('Thumbs 👍🏽 up &amp; &lt;done&gt;');
    expect(body).not.toMatch(/[\u0007]|\ud800/);
    expect(body).toContain('Zoë 🚀 Pty Ltd');
    expect(body).toMatch(
      /line one<\/w:t><\/w:r><w:r>(<w:rPr>[\s\S]*?<\/w:rPr>)?<w:br\/><w:t xml:space="preserve">line two/,
    );
  });

  it('breaks the page where the document says', async () => {
    const { body } = await docxParts([
      { type: 'paragraph', text: 'One' },
      { type: 'pageBreak' },
      { type: 'paragraph', text: 'Two' },
    ]);
    expect(body).toContain('<w:br w:type="page"/>');
  });
});
