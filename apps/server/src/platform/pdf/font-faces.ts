import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { StandardFonts } from 'pdf-lib';
import { parseUnicodeRange, type TCodeRange } from './unicode-range.js';

// The faces a PDF may be set in. Files come from the @fontsource packages (SIL Open Font
// License 1.1, which travels with each package), so the repository holds no font files.
// Each family is cut into files by script, and a CJK family into about a hundred chunks;
// the package's unicode.json says which file holds which characters, so a document loads
// only the files its text needs.

export type TFamily = 'open-sans' | 'caveat' | 'noto-sans-sc';
export type TWeight = 400 | 700;
export type TStyle = 'normal' | 'italic';

/** A face of an open font family, by weight and style. */
export type TFamilyFace = { family: TFamily; weight: TWeight; style: TStyle };
/** A base-14 PDF font (no file needed) or a face of an open font family. */
export type TFace = { standard: StandardFonts } | TFamilyFace;

/** One file of a face and the characters it holds. */
export type TFaceFile = { file: string; ranges: readonly TCodeRange[] };

type TFamilyInfo = {
  package: string;
  /** The subsets used, in the order tried; 'numbered' takes every numbered chunk. */
  subsets: readonly string[] | 'numbered';
  hasItalic: boolean;
};

// Hebrew, Arabic and other right-to-left scripts are left out on purpose: drawn glyph by
// glyph from left to right they would read backwards, which is worse than a '?'.
const FAMILIES: Record<TFamily, TFamilyInfo> = {
  'open-sans': {
    package: '@fontsource/open-sans',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'],
    hasItalic: true,
  },
  caveat: {
    package: '@fontsource/caveat',
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'],
    hasItalic: false,
  },
  // Simplified Chinese with kana and CJK punctuation; traditional forms the chunks carry too.
  'noto-sans-sc': { package: '@fontsource/noto-sans-sc', subsets: 'numbered', hasItalic: false },
};

const require = createRequire(import.meta.url);
const rangesByFamily = new Map<TFamily, Map<string, TCodeRange[]>>();

/** The family's unicode.json, read once per process (a few kilobytes, on first use). */
function familyRanges(family: TFamily): Map<string, TCodeRange[]> {
  let ranges = rangesByFamily.get(family);
  if (!ranges) {
    const file = require.resolve(`${FAMILIES[family].package}/unicode.json`);
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    ranges = new Map(
      Object.entries(json).map(([subset, list]) => [subset, parseUnicodeRange(list)]),
    );
    rangesByFamily.set(family, ranges);
  }
  return ranges;
}

/** The file name a subset has in the package: '[115]' is stored as '115'. */
const fileSubset = (subset: string) => subset.replace(/^\[(\d+)\]$/, '$1');

/** The package path of one subset of a face. */
export function faceFilePath(face: TFamilyFace, subset: string): string {
  const info = FAMILIES[face.family];
  // A family without italics draws its upright face instead.
  const style = info.hasItalic ? face.style : 'normal';
  return `${info.package}/files/${face.family}-${fileSubset(subset)}-${face.weight}-${style}.woff`;
}

const filesByFace = new Map<string, TFaceFile[]>();

/** Every file of a face, in the order they are tried, with the characters each holds. */
export function faceFiles(face: TFamilyFace): TFaceFile[] {
  const key = faceFilePath(face, '');
  let files = filesByFace.get(key);
  if (!files) {
    const ranges = familyRanges(face.family);
    const wanted = FAMILIES[face.family].subsets;
    const subsets =
      wanted === 'numbered' ? [...ranges.keys()].filter((s) => /^\[\d+\]$/.test(s)) : wanted;
    files = subsets.map((subset) => {
      const subsetRanges = ranges.get(subset);
      if (!subsetRanges) throw new Error(`${face.family} has no '${subset}' subset`);
      return { file: faceFilePath(face, subset), ranges: subsetRanges };
    });
    filesByFace.set(key, files);
  }
  return files;
}

/** The Latin file of a face: what Word embeds, since Word finds other scripts itself. */
export const latinFile = (face: TFamilyFace) => faceFilePath(face, 'latin');

const weightOf = (face: TFace): TWeight =>
  'standard' in face ? (face.standard.includes('Bold') ? 700 : 400) : face.weight;
const styleOf = (face: TFace): TStyle =>
  'standard' in face ? (/Oblique|Italic/.test(face.standard) ? 'italic' : 'normal') : face.style;

const sameFace = (a: TFace, b: TFace) =>
  'family' in a && 'family' in b
    ? a.family === b.family && a.weight === b.weight && a.style === b.style
    : 'standard' in a && 'standard' in b && a.standard === b.standard;

/**
 * The faces tried in turn for a character, starting with `face`: Open Sans of the same weight
 * and style covers Latin, Vietnamese, Greek and Cyrillic, then Noto Sans SC covers Chinese and
 * Japanese kana (upright only: it has no italic).
 */
export function fallbackChain(face: TFace): TFace[] {
  const weight = weightOf(face);
  const chain: TFace[] = [
    face,
    { family: 'open-sans', weight, style: styleOf(face) },
    { family: 'noto-sans-sc', weight, style: 'normal' },
  ];
  return chain.filter((f, i) => chain.findIndex((g) => sameFace(f, g)) === i);
}
