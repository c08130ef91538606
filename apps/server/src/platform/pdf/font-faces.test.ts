import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { faceFiles, fallbackChain, type TFamily } from './font-faces.js';
import { parseUnicodeRange } from './unicode-range.js';

const require = createRequire(import.meta.url);
const resolves = (file: string) => {
  try {
    return existsSync(require.resolve(file));
  } catch {
    return false;
  }
};

describe('font faces', () => {
  it('names only files the installed packages have, for every weight and style', () => {
    const families: TFamily[] = ['open-sans', 'caveat', 'noto-sans-sc'];
    for (const family of families) {
      for (const weight of [400, 700] as const) {
        for (const style of ['normal', 'italic'] as const) {
          const files = faceFiles({ family, weight, style });
          expect(files.length).toBeGreaterThan(family === 'noto-sans-sc' ? 90 : 3);
          for (const { file } of files) expect(resolves(file), file).toBe(true);
        }
      }
    }
  });

  it('falls back to Open Sans of the same weight and style, then upright Noto Sans SC', () => {
    expect(fallbackChain({ standard: StandardFonts.HelveticaBold })).toEqual([
      { standard: StandardFonts.HelveticaBold },
      { family: 'open-sans', weight: 700, style: 'normal' },
      { family: 'noto-sans-sc', weight: 700, style: 'normal' },
    ]);
    expect(fallbackChain({ family: 'open-sans', weight: 400, style: 'italic' })).toEqual([
      { family: 'open-sans', weight: 400, style: 'italic' },
      { family: 'noto-sans-sc', weight: 400, style: 'normal' },
    ]);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges, in any case', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+1f1e9-1f1f5,U+d')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f1e9, 0x1f1f5],
      [0xd, 0xd],
    ]);
  });

  it('refuses what is not a range rather than covering nothing', () => {
    expect(() => parseUnicodeRange('U+00??')).toThrow("Not a unicode-range entry: 'U+00??'");
  });
});
