import { describe, expect, it } from 'vitest';
import { fitToCharset, runsWidth, splitRuns, wrapText } from './text-fit.js';

// One unit per character keeps the arithmetic visible.
const measure = (s: string) => [...s].length;
const latin1 = (code: number) =>
  code < 0x100 || [0x2018, 0x2019, 0x201c, 0x201d, 0x2013, 0x2014].includes(code);

describe('wrapText', () => {
  it('puts as many words on a line as fit', () => {
    expect(wrapText('the quick brown fox jumps over the lazy dog', 15, measure)).toEqual([
      'the quick brown',
      'fox jumps over',
      'the lazy dog',
    ]);
  });

  it('cuts a 300-character word into pieces no wider than a line, losing nothing', () => {
    const word = 'x'.repeat(150) + 'y'.repeat(150);
    const lines = wrapText(`before ${word} after`, 40, measure);
    expect(lines[0]).toBe('before');
    expect(lines.every((line) => measure(line) <= 40)).toBe(true);
    expect(lines.join(' ').replace(/ /g, '')).toBe(`before${word}after`);
    expect(lines.at(-1)).toMatch(/ after$/);
  });

  it('may end a line after the hyphen of a hyphenated word, but not of a number range', () => {
    expect(wrapText('a high-visibility vest', 12, measure)).toEqual([
      'a high-',
      'visibility',
      'vest',
    ]);
    expect(wrapText('pages 10-20 only', 8, measure)).toEqual(['pages', '10-20', 'only']);
  });

  it('keeps explicit line breaks and collapses runs of spaces', () => {
    expect(wrapText('one  two\n\nthree', 20, measure)).toEqual(['one two', '', 'three']);
  });

  it('gives one empty line for empty text, and never loops on a too-narrow width', () => {
    expect(wrapText('', 10, measure)).toEqual(['']);
    expect(wrapText('abc', 0.5, measure)).toEqual(['a', 'b', 'c']);
  });
});

describe('fitToCharset', () => {
  it('keeps characters the font has, curly quotes and dashes included', () => {
    expect(fitToCharset('“Smith’s” – café', latin1)).toBe('“Smith’s” – café');
  });

  it('replaces emoji, CJK and other undrawable characters with ?', () => {
    expect(fitToCharset('Signed 👍🏽 by 王 ✍️', latin1)).toBe('Signed ? by ? ?');
  });

  it('drops invisible joiners, variation selectors, soft hyphens and control characters', () => {
    expect(fitToCharset('a\u200Db\uFE0Fc\u00ADd\u0007e', latin1)).toBe('abcde');
  });

  it('falls back to letters without accents, then to plain stand-ins', () => {
    expect(fitToCharset('Ştefan Łukasz ﬁne \u2212 5', latin1)).toBe('Stefan ?ukasz fine - 5');
    const ascii = (code: number) => code < 0x80;
    expect(fitToCharset('“Smith’s” — ok', ascii)).toBe(`"Smith's" - ok`);
  });

  it('turns tabs and odd spaces into spaces and keeps line breaks', () => {
    expect(fitToCharset('a\tb\u2009c\r\nd', (c) => c < 0x80)).toBe('a b c\nd');
  });

  it('composes letters and their marks first, so a font with the whole letter draws it', () => {
    const decomposed = 'Nguye\u0302\u0303n';
    const vietnamese = (code: number) => code < 0x80 || code === 0x1ec5;
    expect(fitToCharset(decomposed, vietnamese)).toBe('Nguyễn');
  });
});

// Faces named by letter: A draws Latin-1, B Latin Extended, C the CJK ideographs.
const faceOf = (code: number) => (code < 0x100 ? 'A' : code < 0x2000 ? 'B' : 'C');
const has = (face: string, code: number) =>
  code === 0x20 || code === 0x0303 || faceOf(code) === face;

describe('splitRuns', () => {
  it('keeps one run while the face stays the same', () => {
    expect(splitRuns('Zoë Smith', faceOf, has)).toEqual([{ face: 'A', text: 'Zoë Smith' }]);
  });

  it('starts a run where the script changes, and returns to the first face after', () => {
    expect(splitRuns('Zoë Łukasz', faceOf, has)).toEqual([
      { face: 'A', text: 'Zoë ' },
      { face: 'B', text: 'Ł' },
      { face: 'A', text: 'ukasz' },
    ]);
  });

  it('leaves spaces and combining marks with the run before them when its face has them', () => {
    expect(splitRuns('李 小龍 Lee', faceOf, has)).toEqual([
      { face: 'C', text: '李 小龍 ' },
      { face: 'A', text: 'Lee' },
    ]);
    expect(splitRuns('李q\u0303', faceOf, has)).toEqual([
      { face: 'C', text: '李' },
      { face: 'A', text: 'q\u0303' },
    ]);
    // A face without a space glyph hands the space to the face that has one.
    const noSpace = (face: string, code: number) => code !== 0x20 && has(face, code);
    expect(splitRuns('李 龍', faceOf, noSpace).map((r) => r.face)).toEqual(['C', 'A', 'C']);
  });

  it('gives no runs for empty text and loses no character', () => {
    expect(splitRuns('', faceOf, has)).toEqual([]);
    const text = 'a Ł 中 b ễ';
    expect(
      splitRuns(text, faceOf, has)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
  });
});

describe('runsWidth', () => {
  it('sums the width of each run in its own face', () => {
    const perChar = { A: 1, B: 2, C: 3 } as Record<string, number>;
    const widthOf = (run: { face: string; text: string }) =>
      [...run.text].length * (perChar[run.face] ?? 0);
    // 'Zoë ' 4 x 1, 'Ł' 1 x 2, 'ukasz' 5 x 1
    expect(runsWidth(splitRuns('Zoë Łukasz', faceOf, has), widthOf)).toBe(11);
    expect(runsWidth([], widthOf)).toBe(0);
  });

  it('lets wrapText break a line of mixed scripts by the summed widths', () => {
    const perChar = { A: 1, B: 1, C: 2 } as Record<string, number>;
    const measure = (s: string) =>
      runsWidth(splitRuns(s, faceOf, has), (r) => [...r.text].length * (perChar[r.face] ?? 0));
    // '李小龍' is three characters but six units wide: '李小龍 Lee' is 10.
    expect(wrapText('Bruce 李小龍 Lee', 10, measure)).toEqual(['Bruce', '李小龍 Lee']);
    expect(wrapText('Bruce 李小龍 Lee', 9, measure)).toEqual(['Bruce', '李小龍', 'Lee']);
  });
});
