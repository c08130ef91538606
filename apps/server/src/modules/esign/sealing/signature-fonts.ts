import { StandardFonts } from 'pdf-lib';
import type { TFace } from '../../../platform/pdf/font-faces.js';
import { loadFontSource, type TGlyphSource } from '../../../platform/pdf/font-files.js';
import type { TSignatureFont } from './types.js';

// The typed-signature fonts of the spec, from open-licence @fontsource packages (SIL OFL 1.1).
// 'honeyscript' and 'thesuavity' name fonts with no free licence, so the closest open script
// faces stand in: Dancing Script and Great Vibes (decision 0027).
const SCRIPT_FILES = {
  caveat: fontsource('caveat'),
  honeyscript: fontsource('dancing-script'),
  thesuavity: fontsource('great-vibes'),
} as const;

function fontsource(family: string): string[] {
  return ['latin', 'latin-ext'].map(
    (subset) => `@fontsource/${family}/files/${family}-${subset}-400-normal.woff`,
  );
}

type TScriptFont = keyof typeof SCRIPT_FILES;
const isScript = (font: TSignatureFont): font is TScriptFont => font in SCRIPT_FILES;

/** The face text is drawn in through the shared font stack (with its fallbacks). */
export function stackFaceFor(font: TSignatureFont | undefined): TFace {
  return font === 'Helvetica'
    ? { standard: StandardFonts.Helvetica }
    : { family: 'open-sans', weight: 400, style: 'normal' };
}

/**
 * The script font file that draws every character of `text`, or undefined when none does
 * (a name in Greek typed in Great Vibes): the caller then draws it through the font stack,
 * so a signature is never printed with missing letters.
 */
export async function scriptSourceFor(
  font: TSignatureFont | undefined,
  text: string,
): Promise<TGlyphSource | undefined> {
  if (!font || !isScript(font)) return undefined;
  for (const file of SCRIPT_FILES[font]) {
    const source = await loadFontSource(file);
    const all = [...text].every((char) => /\s/u.test(char) || source.has(char.codePointAt(0)!));
    if (all) return source;
  }
  return undefined;
}
