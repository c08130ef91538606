// The unicode-range lists the @fontsource packages ship in unicode.json ('U+0000-00FF,U+0131'),
// which say which file of a family holds which characters without opening the files.

export type TCodeRange = readonly [first: number, last: number];

/** 'U+0400-045F,U+2116' as inclusive ranges of code points; a malformed entry is an error. */
export function parseUnicodeRange(list: string): TCodeRange[] {
  return list.split(',').map((entry) => {
    const match = /^U\+([0-9a-f]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(entry.trim());
    if (!match?.[1]) throw new Error(`Not a unicode-range entry: '${entry}'`);
    const first = Number.parseInt(match[1], 16);
    return [first, match[2] ? Number.parseInt(match[2], 16) : first] as const;
  });
}

export function inRanges(ranges: readonly TCodeRange[], codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
