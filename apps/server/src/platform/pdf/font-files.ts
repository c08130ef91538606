import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFontEmbedder, type StandardFonts } from 'pdf-lib';
import { woffToSfnt } from './woff-to-sfnt.js';

// Fonts as the PDF writers use them, loaded once per process and shared by every document:
// only the PDF objects they become belong to one document.

/** Draws glyphs: a base-14 font, or one font file. */
export type TGlyphSource = {
  /** The standard font's name or the file's package path. */
  id: string;
  has: (codePoint: number) => boolean;
  /** Width in points, as the PDF reader will advance it. */
  widthOf: (text: string, size: number) => number;
  /** Adds the font to `pdf`, subset to the glyphs the document draws. */
  embed: (pdf: PDFDocument) => Promise<PDFFont>;
};

const require = createRequire(import.meta.url);
const fileBytes = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of a font file, read and unpacked once per process. */
export function loadFontFile(file: string): Promise<Uint8Array> {
  let bytes = fileBytes.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(file)).then((woff) => woffToSfnt(woff));
    // A failed read should be retried next time rather than remembered.
    bytes.catch(() => fileBytes.delete(file));
    fileBytes.set(file, bytes);
  }
  return bytes;
}

// Parsing a font file takes fontkit tens of milliseconds; a parsed font is only read from
// afterwards, so pdf-lib is handed the one parsed when the file was loaded.
const parsed = new WeakMap<Uint8Array, Font>();
function parse(bytes: Uint8Array): Font {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(bytes);
    parsed.set(bytes, font);
  }
  return font;
}

/** The fontkit to register on a PDFDocument that embeds files loaded here. */
export const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create: (bytes: Uint8Array, postscriptName?: string) =>
    postscriptName ? fontkit.create(bytes, postscriptName) : parse(bytes),
};

function fileSource(file: string, bytes: Uint8Array): TGlyphSource {
  const font = parse(bytes);
  const perUnit = 1 / font.unitsPerEm;
  return {
    id: file,
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    // The sum pdf-lib writes into the PDF's widths: glyph advances after substitution
    // (ligatures), without kerning.
    widthOf: (text, size) => {
      let units = 0;
      for (const glyph of font.layout(text).glyphs) units += glyph.advanceWidth;
      return units * perUnit * size;
    },
    embed: (pdf) => pdf.embedFont(bytes, { subset: true }),
  };
}

const loaded = new Map<string, TGlyphSource>();
const loading = new Map<string, Promise<TGlyphSource>>();

/** A font file ready to measure and draw with, if it has been loaded in this process. */
export function loadedFontSource(file: string): TGlyphSource | undefined {
  return loaded.get(file);
}

/** Loads a font file once per process; later calls share the first load. */
export function loadFontSource(file: string): Promise<TGlyphSource> {
  let source = loading.get(file);
  if (!source) {
    source = loadFontFile(file).then((bytes) => {
      const ready = fileSource(file, bytes);
      loaded.set(file, ready);
      return ready;
    });
    source.catch(() => loading.delete(file));
    loading.set(file, source);
  }
  return source;
}

const standards = new Map<StandardFonts, TGlyphSource>();

/** A base-14 font: every reader has it, so nothing is loaded and nothing is embedded but its name. */
export function standardFontSource(name: StandardFonts): TGlyphSource {
  let source = standards.get(name);
  if (!source) {
    // pdf-lib's StandardFonts and the metrics package's FontNames are the same names.
    const metrics = StandardFontEmbedder.for(
      name as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
    );
    const codes = new Set(metrics.encoding.supportedCodePoints);
    source = {
      id: name,
      has: (codePoint) => codes.has(codePoint),
      widthOf: (text, size) => metrics.widthOfTextAtSize(text, size),
      embed: async (pdf) => pdf.embedStandardFont(name),
    };
    standards.set(name, source);
  }
  return source;
}
