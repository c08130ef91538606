// Words that carry no meaning for matching a question to a guide.
const STOPWORDS = new Set(
  `a about after all also am an and any are as at be been before being but by can could
  did do does doing for from had has have having he her here his how i if in into is it its
  just me more most my no not of on or our out over own she should so some such than that
  the their them then there these they this those through to too under until up very was we
  were what when where which while who whom why will with would you your yours need needs
  want know tell please get got much many keep keeps kept way able
  someone something thing things`.split(/\s+/),
);

// Endings stripped longest first, so related forms of a word share one stem
// (employees/employee, registering/registered, dismissal/dismiss).
const SUFFIXES = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ing',
  'ies',
  'als',
  'al',
  'ers',
  'er',
  'ed',
  'es',
  'ly',
  's',
];

/** A light stemmer: enough for matching questions to guides, never shorter than 3 letters. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of SUFFIXES) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      // business, dismiss, status: a final s that is part of the word stays.
      if (suffix === 's' && /(ss|us|is)$/.test(w)) break;
      w = suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
      break;
    }
  }
  while (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // Doubled final consonants left by -ing/-ed (dismissed → dismiss stays; hiring → hir).
  if (w.length > 4 && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Lower-case words of a text, apostrophes and hyphens folded, stopwords dropped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9$]+/)
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
}

/** The stems a text is indexed and searched by. */
export function terms(text: string): string[] {
  return words(text).map(stem);
}
