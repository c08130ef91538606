import '@fontsource/caveat/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/great-vibes/400.css';
import '@fontsource/open-sans/400.css';
import type { TSignatureFont } from './types';

/**
 * The five typed-signature fonts of the spec as the browser shows them. Imported only by the
 * signing screens, so the font files load there and nowhere else. 'honeyscript' and
 * 'thesuavity' have no free licence: the open faces the sealed PDF uses stand in for them
 * (Dancing Script and Great Vibes, SIL OFL), so what the signer picks is what gets printed.
 */
export const SIGNATURE_FONTS: readonly { font: TSignatureFont; label: string; family: string }[] = [
  { font: 'caveat', label: 'Caveat', family: "'Caveat', cursive" },
  { font: 'honeyscript', label: 'Honey script', family: "'Dancing Script', cursive" },
  { font: 'thesuavity', label: 'Suavity', family: "'Great Vibes', cursive" },
  { font: 'opensans', label: 'Open Sans', family: "'Open Sans', sans-serif" },
  { font: 'Helvetica', label: 'Helvetica', family: 'Helvetica, Arial, sans-serif' },
];

export const familyOf = (font: TSignatureFont): string =>
  SIGNATURE_FONTS.find((f) => f.font === font)?.family ?? 'sans-serif';
