import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadedFontSource, standardFontSource } from './font-files.js';
import { createFontSet } from './font-stack.js';

const OPEN_SANS = '@fontsource/open-sans/files/open-sans';
const NOTO_SC = '@fontsource/noto-sans-sc/files/noto-sans-sc';

const dir = mkdtempSync(path.join(tmpdir(), 'font-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function settled(
  text: string,
  face: Parameters<ReturnType<typeof createFontSet>['stack']>[0],
) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const set = createFontSet(pdf);
  const stack = set.stack(face);
  const fitted = await set.settle(() => {
    const fitted = stack.fit(text);
    stack.widthOf(fitted, 12);
    return fitted;
  });
  return { pdf, stack, fitted };
}

describe('font stacks', () => {
  it('keeps Helvetica for what it can draw and borrows Open Sans for the rest', async () => {
    const { stack, fitted } = await settled('Zoë Łukasz', { standard: StandardFonts.Helvetica });
    expect(fitted).toBe('Zoë Łukasz');
    expect(stack.runs(fitted)).toEqual([
      { face: 'Helvetica', text: 'Zoë ' },
      { face: `${OPEN_SANS}-latin-ext-400-normal.woff`, text: 'Ł' },
      { face: 'Helvetica', text: 'ukasz' },
    ]);
  });

  it('measures text as the sum of its runs', async () => {
    const { stack, fitted } = await settled('Zoë Łukasz', { standard: StandardFonts.Helvetica });
    const helvetica = standardFontSource(StandardFonts.Helvetica);
    const latinExt = loadedFontSource(`${OPEN_SANS}-latin-ext-400-normal.woff`);
    const expected =
      helvetica.widthOf('Zoë ', 12) +
      (latinExt?.widthOf('Ł', 12) ?? 0) +
      helvetica.widthOf('ukasz', 12);
    expect(stack.widthOf(fitted, 12)).toBeCloseTo(expected, 6);
    expect(stack.widthOf(fitted, 12)).toBeGreaterThan(helvetica.widthOf('Zoe Lukasz', 12) * 0.9);
  });

  it('draws Vietnamese, Greek and Cyrillic from the matching Open Sans files, bold in bold', async () => {
    const { stack, fitted } = await settled('Nguyễn Σοφία Ёлкин', {
      family: 'open-sans',
      weight: 700,
      style: 'normal',
    });
    expect(fitted).toBe('Nguyễn Σοφία Ёлкин');
    expect(stack.runs(fitted).map((r) => [r.face.replace(OPEN_SANS, ''), r.text])).toEqual([
      ['-latin-700-normal.woff', 'Nguy'],
      ['-vietnamese-700-normal.woff', 'ễ'],
      ['-latin-700-normal.woff', 'n '],
      ['-greek-700-normal.woff', 'Σοφία '],
      ['-cyrillic-700-normal.woff', 'Ёлкин'],
    ]);
  });

  it('draws Chinese and kana from the Noto Sans SC chunks that hold them, and loads no others', async () => {
    const { stack, fitted } = await settled('李 小龍 ひらがな', {
      family: 'open-sans',
      weight: 400,
      style: 'italic',
    });
    expect(fitted).toBe('李 小龍 ひらがな');
    const runs = stack.runs(fitted);
    expect(runs.map((r) => r.text).join('')).toBe(fitted);
    // Noto Sans SC has no italic: its upright face draws for the italic stack.
    for (const run of runs.filter((r) => /\p{Script=Han}|\p{Script=Hiragana}/u.test(r.text))) {
      expect(run.face).toMatch(new RegExp(`^${NOTO_SC}-\\d+-400-normal\\.woff$`));
    }
    expect(loadedFontSource(`${NOTO_SC}-100-400-normal.woff`)).toBeUndefined();
    expect(loadedFontSource(`${OPEN_SANS}-greek-400-italic.woff`)).toBeUndefined();
  });

  it('replaces only what no face can draw', async () => {
    const { fitted } = await settled('Thumbs 👍 up 中文', { standard: StandardFonts.TimesRoman });
    expect(fitted).toBe('Thumbs ? up 中文');
  });

  it('embeds only the faces used, each subset, and draws text that reads back', async () => {
    const { pdf, stack, fitted } = await settled('Zoë Łukasz 李', {
      standard: StandardFonts.Helvetica,
    });
    stack.draw(pdf.addPage(), fitted, { x: 72, y: 700, size: 12 });
    const file = path.join(dir, 'stack.pdf');
    const bytes = await pdf.save();
    writeFileSync(file, bytes);
    // Whole, the Noto Sans SC chunk alone is some 90 kB; subset it is a few hundred bytes.
    expect(bytes.byteLength).toBeLessThan(15_000);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).trim()).toBe(fitted);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts.split('\n').slice(2).filter(Boolean)).toHaveLength(3);
    expect(fonts).toMatch(/^Helvetica\s/m);
    expect(fonts).toMatch(/OpenSans-Regular\S*\s.*yes/);
    expect(fonts).toMatch(/NotoSansSC-Regular\S*\s.*yes/);
  });
});
