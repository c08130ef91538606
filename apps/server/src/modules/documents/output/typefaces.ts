import type { TFont } from '@app/domain';
import { StandardFonts } from 'pdf-lib';
import type { TFace, TFamilyFace } from '../../../platform/pdf/font-faces.js';

// Which faces set a document, shared by the PDF and DOCX writers so both look alike. The
// PDF writer falls back from these to wider faces for other scripts (see fallbackChain);
// Word does the same with the fonts on the reader's machine.

export type { TFace };

export type TTypeface = {
  /** The family name Word shows and, for embedded fonts, matches to the embedded file. */
  wordName: string;
  regular: TFace;
  bold: TFace;
  italic: TFace;
  /** True when the faces are files to embed rather than fonts every reader has. */
  embedded: boolean;
};

const standard = (
  wordName: string,
  regular: StandardFonts,
  bold: StandardFonts,
  italic: StandardFonts,
): TTypeface => ({
  wordName,
  regular: { standard: regular },
  bold: { standard: bold },
  italic: { standard: italic },
  embedded: false,
});

const HELVETICA = standard(
  'Helvetica',
  StandardFonts.Helvetica,
  StandardFonts.HelveticaBold,
  StandardFonts.HelveticaOblique,
);
const TIMES = standard(
  'Times New Roman',
  StandardFonts.TimesRoman,
  StandardFonts.TimesRomanBold,
  StandardFonts.TimesRomanItalic,
);
const COURIER = standard(
  'Courier New',
  StandardFonts.Courier,
  StandardFonts.CourierBold,
  StandardFonts.CourierOblique,
);

const openSans = (weight: 400 | 700, style: 'normal' | 'italic'): TFamilyFace => ({
  family: 'open-sans',
  weight,
  style,
});
const OPEN_SANS: TTypeface = {
  wordName: 'Open Sans',
  regular: openSans(400, 'normal'),
  bold: openSans(700, 'normal'),
  italic: openSans(400, 'italic'),
  embedded: true,
};

const CAVEAT_REGULAR: TFamilyFace = { family: 'caveat', weight: 400, style: 'normal' };
// Caveat has no italic; its regular face stands in, which a handwriting face can afford.
const CAVEAT: TTypeface = {
  wordName: 'Caveat',
  regular: CAVEAT_REGULAR,
  bold: { family: 'caveat', weight: 700, style: 'normal' },
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
