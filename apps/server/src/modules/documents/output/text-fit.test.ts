import { describe, expect, it } from 'vitest';
import { fitToCharset, wrapText } from './text-fit.js';

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
});
