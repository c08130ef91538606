// Text the fonts can draw, split into runs of one face and broken into lines that fit. Pure
// functions so the awkward cases (emoji, 300-character words, missing glyphs, a name in two
// scripts) are tested without making a PDF.

// Marks that change how a neighbour looks but carry nothing once that neighbour is gone.
// Emoji skin tones and tag characters only modify the emoji before them, which becomes one '?'.
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: it is tested one character at a time
  /[\u00AD\u200B-\u200D\u2060\uFE00-\uFE0F\uFEFF]|[\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
// Control characters are exactly what this must find.
// biome-ignore lint/suspicious/noControlCharactersInRegex: see above
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
 * Returns `text` with every character no font can draw replaced: by a plain stand-in, by its
 * letters without accents, or by '?'. The standard PDF fonts throw on characters outside
 * WinAnsi, so nothing reaches them unchecked. Tabs become spaces; line breaks stay. Text is
 * composed first (NFC): fonts carry 'ễ' as one glyph, not as 'e' with two marks over it.
 */
export function fitToCharset(text: string, has: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
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

export type TRun<F> = { face: F; text: string };

// Spaces and combining marks belong to no script: they stay with the face before them.
const NEUTRAL = /^[\s\p{M}]$/u;

/**
 * Splits `text` into runs, each drawn with one face: `faceOf` names the face for a character
 * (the first of a stack that has its glyph). A space or a combining mark stays in the run
 * before it when that face has it, so '李 小龍' or 'Zoë Łukasz' splits only where the
 * script changes, not at every space.
 */
export function splitRuns<F>(
  text: string,
  faceOf: (codePoint: number) => F,
  has: (face: F, codePoint: number) => boolean,
): TRun<F>[] {
  const runs: TRun<F>[] = [];
  let run: TRun<F> | undefined;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (run && ((NEUTRAL.test(char) && has(run.face, code)) || run.face === faceOf(code))) {
      run.text += char;
    } else {
      run = { face: faceOf(code), text: char };
      runs.push(run);
    }
  }
  return runs;
}

/** The width of text set in several faces: the sum of its runs (no kerning across them). */
export function runsWidth<F>(runs: readonly TRun<F>[], widthOf: (run: TRun<F>) => number): number {
  return runs.reduce((sum, run) => sum + widthOf(run), 0);
}

/**
 * Greedy word wrap: each line is as many words as fit in `width`. Like Word, a line may
 * also end after the hyphen of 'high-visibility'. A word wider than a line is cut where it
 * must be, so a pasted URL never runs off the page. Explicit line breaks are kept; empty
 * input gives one empty line. Widths are summed a piece at a time (kerning across a break
 * is ignored), so each word is measured once.
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  for (const hardLine of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of hardLine.split(' ').filter((w) => w !== '')) {
      for (const [i, piece] of word.split(/(?<=\p{L}-)(?=\p{L})/u).entries()) {
        // Pieces of one hyphenated word join without a space.
        const gap = line && i === 0 ? space : 0;
        const pieceWidth = measure(piece);
        if (lineWidth + gap + pieceWidth <= width) {
          line += (gap ? ' ' : '') + piece;
          lineWidth += gap + pieceWidth;
          continue;
        }
        if (line) lines.push(line);
        const cut = pieceWidth <= width ? [piece] : cutWord(piece, width, measure);
        lines.push(...cut.slice(0, -1));
        line = cut.at(-1) ?? '';
        lineWidth = measure(line);
      }
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
