import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TFont, TRenderedBlock, TRenderedDocument } from '@app/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { writePdf } from './pdf-writer.js';
import { signaturePngDataUrl } from './ten-page-fixture.js';

// Checked with poppler-utils and qpdf (Debian packages), as a reader would see the file.

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
async function pdfFile(blocks: TRenderedBlock[], font: TFont = 'Helvetica'): Promise<string> {
  const doc: TRenderedDocument = {
    templateId: 'test',
    title: 'Edge Case Agreement',
    category: 'template',
    font,
    date: '2026-11-21',
    blocks,
  };
  const file = path.join(dir, `doc-${++count}.pdf`);
  writeFileSync(file, await writePdf(doc));
  return file;
}

const tool = (cmd: string, ...args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const pages = (file: string) => tool('pdftotext', file, '-').split('\f').slice(0, -1);

type TWord = { page: number; xMin: number; xMax: number; text: string };
function words(file: string): TWord[] {
  const out: TWord[] = [];
  tool('pdftotext', '-bbox', file, '-')
    .split('<page ')
    .slice(1)
    .forEach((page, i) => {
      for (const m of page.matchAll(
        /xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</g,
      )) {
        out.push({ page: i + 1, xMin: Number(m[1]), xMax: Number(m[2]), text: m[3] ?? '' });
      }
    });
  return out;
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
const para = (text: string): TRenderedBlock => ({ type: 'paragraph', text });
const RIGHT_EDGE = 595.28 - 72 + 0.5;

describe('writePdf', () => {
  it('writes A4 pages with the title, creator and date in the metadata', async () => {
    const file = await pdfFile([
      { type: 'heading', level: 1, text: 'Edge Case Agreement' },
      para('Hello.'),
    ]);
    const info = tool('pdfinfo', file);
    expect(info).toMatch(/Title:\s+Edge Case Agreement/);
    expect(info).toMatch(/Creator:\s+Clausewell/);
    expect(info).toMatch(/CreationDate:\s+\w+ Nov 21 .*2026/);
    expect(info).toMatch(/Page size:\s+595.28 x 841.89 pts \(A4\)/);
    expect(tool('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors/);
  });

  it('runs a very long clause over several pages, text aligned past the label, numbered Page X of Y', async () => {
    const long = Array.from({ length: 2500 }, (_, i) => `word${i}`).join(' ');
    const file = await pdfFile([
      clause('1', 1, 'Opening'),
      clause('1.1', 2, `START ${long} FINISH`),
    ]);
    const text = pages(file);
    expect(text.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of text.entries())
      expect(page).toContain(`Page ${i + 1} of ${text.length}`);
    expect(text.at(-1)).toContain('FINISH');
    const body = words(file).filter((w) => w.text.startsWith('word'));
    // Depth-2 text starts one indent step (36pt) in from the 72pt margin on every page.
    expect(Math.min(...body.map((w) => w.xMin))).toBeGreaterThanOrEqual(72 + 36 - 0.5);
    expect(Math.max(...body.map((w) => w.xMax))).toBeLessThanOrEqual(RIGHT_EDGE);
    expect(tool('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors/);
  });

  it('breaks a 300-character word inside the margins without losing a character', async () => {
    const word = 'A'.repeat(100) + 'B'.repeat(100) + 'C'.repeat(100);
    const file = await pdfFile([clause('(a)', 3, `See ${word} here.`)]);
    const found = words(file);
    expect(Math.max(...found.map((w) => w.xMax))).toBeLessThanOrEqual(RIGHT_EDGE);
    expect(pages(file).join('').replace(/\s+/g, '')).toContain(`See${word}here.`);
  });

  it('draws emoji and other characters no face has as ? instead of failing', async () => {
    const file = await pdfFile([
      para('Thumbs 👍🏽 up, “quoted” — 中文 ✓'),
      { type: 'party', name: 'Zoë 🚀 Pty Ltd', details: [{ label: 'Note ✍️', text: 'Ünïcödé' }] },
      { type: 'signature', party: 'Zoë', signature: { kind: 'typed', name: 'Zoë 😀 Smith' } },
    ]);
    const text = pages(file).join('');
    // Chinese and the tick come from the fallback faces; only the emoji have no face.
    expect(text).toContain('Thumbs ? up, “quoted” — 中文 ✓');
    expect(text).toContain('Zoë ? Pty Ltd');
    expect(text).toContain('Zoë ? Smith');
  });

  it('embeds a drawn signature as an image above the line', async () => {
    const file = await pdfFile([
      {
        type: 'signature',
        party: 'Signer',
        signatory: 'Pat Lee',
        signature: { kind: 'image', dataUrl: signaturePngDataUrl(300, 100) },
      },
    ]);
    expect(tool('pdfimages', '-list', file)).toMatch(/\bimage\s+300\s+100\b/);
    expect(pages(file).join('')).toContain('Pat Lee');
  });

  it('never splits a signature block, or parts it from the heading before it', async () => {
    const signature: TRenderedBlock = {
      type: 'signature',
      party: 'Keeper Pty Ltd',
      statement:
        'Executed by Keeper Pty Ltd in accordance with section 127 of the Corporations Act 2001 (Cth)',
      signatory: 'Jo Bloggs',
      capacity: 'Director',
      signature: null,
      date: '29 February 2028',
    };
    const heading: TRenderedBlock = { type: 'heading', level: 2, text: 'Signing page' };
    // About 34 one-line paragraphs fill a page: this moves the block across the page foot.
    for (const withHeading of [true, false]) {
      for (let n = 18; n <= 34; n++) {
        const filler = Array.from({ length: n }, (_, i) => para(`Filler paragraph ${i}.`));
        const file = await pdfFile([...filler, ...(withHeading ? [heading] : []), signature]);
        const page = pages(file).find((p) => p.includes('Keeper Pty Ltd'));
        const why = `with ${n} paragraphs${withHeading ? ' and a heading' : ''}`;
        if (withHeading) expect(page, why).toContain('Signing page');
        expect(page, why).toContain('29 February 2028');
      }
    }
  });

  it('starts a new page at a page break, without blank pages for repeated breaks', async () => {
    const file = await pdfFile([
      { type: 'pageBreak' },
      para('One'),
      { type: 'pageBreak' },
      { type: 'pageBreak' },
      para('Two'),
    ]);
    const text = pages(file);
    expect(text).toHaveLength(2);
    expect(text[1]).toContain('Two');
  });

  it('embeds Open Sans for an opensans document and Caveat for a typed signature', async () => {
    const signed: TRenderedBlock = {
      type: 'signature',
      party: 'A',
      signature: { kind: 'typed', name: 'Ann Lee' },
    };
    const fonts = tool('pdffonts', await pdfFile([para('Body text'), signed], 'opensans'));
    expect(fonts).toMatch(/OpenSans\S*\s.*yes/);
    expect(fonts).toMatch(/Caveat\S*\s.*yes/);
    expect(tool('pdffonts', await pdfFile([para('Body')], 'Times-Roman'))).toContain('Times-Roman');
    // No openly licensed file exists for honeyscript: the body falls back to Helvetica.
    expect(tool('pdffonts', await pdfFile([para('Body')], 'honeyscript'))).toContain('Helvetica');
  });

  it('gives the same bytes for the same document, embedded fonts included', async () => {
    const blocks: TRenderedBlock[] = [
      para('Same every time.'),
      { type: 'signature', party: 'A', signature: { kind: 'typed', name: 'Ann Lee' } },
    ];
    const first = await pdfFile(blocks, 'opensans');
    const second = await pdfFile(blocks, 'opensans');
    expect(tool('cmp', first, second)).toBe('');
  });
});
