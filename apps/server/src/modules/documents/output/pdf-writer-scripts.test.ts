import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, type TFont, type TRenderedBlock, type TRenderedDocument } from '@app/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { mutualNda } from '../../../../../../packages/domain/src/documents/test-support/mutual-nda.js';
import { writePdf } from './pdf-writer.js';

// Names in any script come back from the PDF as they were typed: a party's name misspelt in
// a contract misstates who agreed to it. Read back with poppler-utils and qpdf.

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tool = (cmd: string, ...args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const squash = (text: string) => text.replace(/\s+/g, ' ');

let count = 0;
async function save(doc: TRenderedDocument): Promise<string> {
  const file = path.join(dir, `doc-${++count}.pdf`);
  writeFileSync(file, await writePdf(doc));
  return file;
}

const party = (name: string, givenNames: string, familyName: string) => ({
  name,
  entityType: 'soleTrader',
  address: { line1: '1 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  signatory: { givenNames, familyName },
});

function nda(parties: ReturnType<typeof party>[], font?: TFont): TRenderedDocument {
  const result = render(
    mutualNda,
    {
      parties,
      purpose: 'evaluating a joint venture',
      commencementDate: '2026-12-01',
      termMonths: '24',
      includeNonSolicit: false,
    },
    { now: new Date('2026-11-20T14:30:00Z') },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return font ? { ...result.document, font } : result.document;
}

/** Each text-showing operator in the page content: the font it uses and its bytes as hex. */
function textShows(file: string): { font: string; hex: string }[] {
  const plain = path.join(dir, `qdf-${++count}.pdf`);
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, plain]);
  const content = readFileSync(plain, 'latin1');
  // qpdf writes a string as <hex> or, when it is plain text, as (text).
  const shows = /\/([A-Za-z-]+?)-\d+ [\d.]+ Tf[^<(]*?(?:<([0-9A-Fa-f]*)>|\(([^)]*)\)) Tj/g;
  return [...content.matchAll(shows)].map((m) => ({
    font: m[1] ?? '',
    hex: (m[2] ?? Buffer.from(m[3] ?? '', 'latin1').toString('hex')).toUpperCase(),
  }));
}

describe('names in other scripts', () => {
  const parties = [party('李小龍', '小龍', '李'), party('Łukasz Nguyễn', 'Łukasz', 'Nguyễn')];

  for (const font of [undefined, 'opensans'] as const) {
    it(`reads back '李小龍' and 'Łukasz Nguyễn' exactly from an NDA in ${font ?? 'Helvetica'}`, async () => {
      const file = await save(nda(parties, font));
      const text = squash(tool('pdftotext', file, '-'));
      expect(text).toContain('This agreement is between 李小龍 and Łukasz Nguyễn.');
      // The party block (bold), the signing block (upper case, bold) and the signatory.
      expect(text).toMatch(/(^| )李小龍 /);
      expect(text).toMatch(/(^| )Łukasz Nguyễn /);
      expect(text).toContain('ŁUKASZ NGUYỄN');
      expect(text).toContain('小龍 李');
      expect(text).not.toContain('?');
      expect(tool('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors/);
      const fonts = tool('pdffonts', file);
      expect(fonts).toMatch(/NotoSansSC-Regular/);
      expect(fonts).toMatch(/NotoSansSC-Bold/);
    });
  }

  it("keeps Helvetica for the Latin-1 part of 'Zoë Łukasz' and draws the 'Ł' from Open Sans", async () => {
    const blocks: TRenderedBlock[] = [{ type: 'paragraph', text: 'Zoë Łukasz' }];
    const file = await save({
      templateId: 'test',
      title: 'Names',
      category: 'template',
      font: 'Helvetica',
      date: '2026-11-21',
      blocks,
    });
    expect(tool('pdftotext', file, '-')).toContain('Zoë Łukasz');
    const shows = textShows(file);
    const latin1 = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
    expect(shows).toContainEqual({
      font: 'Helvetica',
      hex: Buffer.from('Zoë ', 'latin1').toString('hex').toUpperCase(),
    });
    expect(shows.filter((s) => s.font === 'Helvetica').map((s) => latin1(s.hex))).toContain(
      'ukasz',
    );
    // One glyph from Open Sans, by its id in the subset.
    expect(shows.filter((s) => s.font.startsWith('OpenSans')).map((s) => s.hex.length)).toEqual([
      4,
    ]);
  });

  it('writes a typed signature in other scripts in the handwriting face, falling back where it must', async () => {
    const file = await save({
      templateId: 'test',
      title: 'Signed',
      category: 'template',
      font: 'Helvetica',
      date: '2026-11-21',
      blocks: [
        { type: 'signature', party: 'A', signature: { kind: 'typed', name: 'Łukasz Nguyễn 李' } },
      ],
    });
    expect(squash(tool('pdftotext', file, '-'))).toContain('Łukasz Nguyễn 李');
    const fonts = tool('pdffonts', file);
    // Caveat has Latin Extended but not Vietnamese or Chinese.
    expect(fonts).toMatch(/Caveat-Regular/);
    expect(fonts).toMatch(/OpenSans-Regular/);
    expect(fonts).toMatch(/NotoSansSC-Regular/);
  });

  it('embeds no font file for a Latin-only NDA in Helvetica, which stays as small as before', async () => {
    const latin = [
      party('Acme Catering Pty Ltd', 'Jane', 'Citizen'),
      party('Bell & Co', 'Sam', 'Bell'),
    ];
    const file = await save(nda(latin));
    const fonts = tool('pdffonts', file);
    expect(fonts).not.toMatch(/OpenSans|NotoSans/);
    expect(fonts).toMatch(/^Helvetica\s/m);
    // 6.5 kB before names in other scripts were supported, and still.
    expect(readFileSync(file).byteLength).toBeLessThan(8_000);
  });
});
