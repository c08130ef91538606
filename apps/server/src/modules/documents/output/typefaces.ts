import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TFont } from '@app/domain';
import { woffToSfnt } from './woff-to-sfnt.js';

// Which font files set a document, shared by the PDF and DOCX writers so both look alike.
// Font files come from the @fontsource packages (SIL Open Font License 1.1), latin subset:
// the licence travels with the package, and the repo carries no binary font files.

/** A base-14 PDF font (no file needed) or a font file named by its npm package path. */
export type TFace = { standard: string } | { file: string };

export type TTypeface = {
  /** The family name Word shows and, for embedded fonts, matches to the embedded file. */
  wordName: string;
  regular: TFace;
  bold: TFace;
  italic: TFace;
  /** True when the faces are files to embed rather than fonts every reader has. */
  embedded: boolean;
};

const standard = (wordName: string, regular: string, bold: string, italic: string) => ({
  wordName,
  regular: { standard: regular },
  bold: { standard: bold },
  italic: { standard: italic },
  embedded: false,
});

const HELVETICA = standard('Helvetica', 'Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique');
const TIMES = standard('Times New Roman', 'Times-Roman', 'Times-Bold', 'Times-Italic');
const COURIER = standard('Courier New', 'Courier', 'Courier-Bold', 'Courier-Oblique');

const OPEN_SANS: TTypeface = {
  wordName: 'Open Sans',
  regular: { file: '@fontsource/open-sans/files/open-sans-latin-400-normal.woff' },
  bold: { file: '@fontsource/open-sans/files/open-sans-latin-700-normal.woff' },
  italic: { file: '@fontsource/open-sans/files/open-sans-latin-400-italic.woff' },
  embedded: true,
};

const CAVEAT_REGULAR = { file: '@fontsource/caveat/files/caveat-latin-400-normal.woff' };
// Caveat has no italic; its regular face stands in, which a handwriting face can afford.
const CAVEAT: TTypeface = {
  wordName: 'Caveat',
  regular: CAVEAT_REGULAR,
  bold: { file: '@fontsource/caveat/files/caveat-latin-700-normal.woff' },
  italic: CAVEAT_REGULAR,
  embedded: true,
};

/**
 * The typeface for the body of a document set in `font`. A standard font picks its family
 * (a whole contract in Helvetica-Bold would be unreadable), Symbol and ZapfDingbats have no
 * letters, and honeyscript and thesuavity have no openly licensed file: all fall back to
 * Helvetica.
 */
export function bodyTypeface(font: TFont): TTypeface {
  if (font === 'opensans') return OPEN_SANS;
  if (font === 'caveat') return CAVEAT;
  if (font.startsWith('Times')) return TIMES;
  if (font.startsWith('Courier')) return COURIER;
  return HELVETICA;
}

/** Typed signatures are set in a handwriting face; Caveat is the one we can ship. */
export const SIGNATURE_TYPEFACE = CAVEAT;

const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of a font file, read and unpacked once per process. */
export function loadFontFile(file: string): Promise<Uint8Array> {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(file)).then((woff) => woffToSfnt(woff));
    // A failed read should be retried next time rather than remembered.
    bytes.catch(() => loaded.delete(file));
    loaded.set(file, bytes);
  }
  return bytes;
}
