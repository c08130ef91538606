// Text the fonts can draw, broken into lines that fit. Pure functions so the awkward cases
// (emoji, 300-character words, missing glyphs) are tested without making a PDF.

// Marks that change how a neighbour looks but carry nothing once that neighbour is gone.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFE00-\uFE0F\uFEFF]|[\u{E0100}-\u{E01EF}]/u;
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;

// Stand-ins for characters a font lacks, tried before giving up on a character.
const STAND_INS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2026': '...',
  '\u2022': '-',
};

const REPLACEMENT = '?';

/**
 * Returns `text` with every character the font cannot draw replaced: by a plain stand-in,
 * by its letters without accents, or by '?'. The standard PDF fonts throw on characters
 * outside WinAnsi, so nothing reaches them unchecked. Tabs become spaces; line breaks stay.
 */
export function fitToCharset(text: string, has: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') {
      out += char;
    } else if (INVISIBLE.test(char) || CONTROL.test(char)) {
      // Dropped even when the font has a glyph: a soft hyphen would print mid-word.
    } else if (has(code)) {
      out += char;
    } else if (/\s/u.test(char)) {
      out += ' ';
    } else {
      out += standIn(char, has);
    }
  }
  return out;
}

function standIn(char: string, has: (codePoint: number) => boolean): string {
  const drawable = (s: string) => [...s].every((c) => has(c.codePointAt(0) ?? 0));
  const plain = STAND_INS[char];
  if (plain !== undefined && drawable(plain)) return plain;
  // NFKD splits 'é' into 'e' and an accent, and 'ﬁ' into 'fi'; keep what the font has.
  const letters = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (letters && letters !== char && drawable(letters)) return letters;
  return REPLACEMENT;
}

/**
 * Greedy word wrap: each line is as many words as fit in `width`. A word wider than a line
 * is cut where it must be, so a pasted URL or a run of characters never runs off the page.
 * Explicit line breaks are kept; an empty input gives one empty line.
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split('\n')) {
    let line = '';
    for (const word of hardLine.split(' ').filter((w) => w !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = measure(word) <= width ? [word] : cutWord(word, width, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}

function cutWord(word: string, width: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    // Every piece takes at least one character, or a too-narrow width would loop forever.
    if (piece && measure(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
