// The word rules of the document library search: how text breaks into words, which words
// carry no meaning for a searcher, and how the forms of one word fold into one stem, so
// "lease", "leases" and "leasing" meet while "release" stays a different word.

/**
 * Words a searcher types around the words that matter, and words that describe every
 * document in the library ("template", "free") and so pick none out. "will" is here on purpose: in legal
 * text it is nearly always the verb, so a search for a last will must not match every
 * contract that says "the company will pay".
 */
const STOP_WORDS = new Set(
  `a about an and any are as at be by can do does for from how i if in into is it its me my
  no not of on or our shall should so than that the their them then there these they this
  those to us we what when which who will with would you your
  document documents example free last latest sample template templates`.split(/\s+/),
);

/** Splits text into lower-case words; hyphens, slashes and punctuation separate words. */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      // "company’s" and "company's" are the company.
      .replace(/['’]s\b/g, '')
      .replace(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const VOWEL = /[aeiouy]/;

// Derivational endings that turn one word into a related one (employ → employment,
// employee, employer). Each needs a stem of at least four letters left behind, so short
// words such as "fee", "offer" or "agree" keep their meaning.
// Plurals are gone by then, so only singular endings are listed.
const DERIVED_ENDINGS = ['ment', 'ation', 'ancy', 'ant', 'ee', 'er', 'ate'];

function dropInflection(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  for (const ending of ['ing', 'ed']) {
    const rest = word.slice(0, -ending.length);
    if (word.endsWith(ending) && rest.length >= 3 && VOWEL.test(rest)) {
      // "transferring" → "transfer"; "calling" keeps its double l.
      return /([^aeiouls])\1$/.test(rest) ? rest.slice(0, -1) : rest;
    }
  }
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

function dropDerivation(word: string): string {
  for (const ending of DERIVED_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * Folds a lower-case word to its stem. Deliberately light: a search that folds too much
 * ("private" with "privacy") shows wrong documents, which is worse than showing none.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = dropDerivation(dropInflection(word));
  // "lease" and "leas(ing)" meet once the silent e goes.
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}

/** The stems of a text's meaningful words, in order. */
export function searchStems(text: string): string[] {
  return searchWords(text)
    .filter((w) => !isStopWord(w))
    .map(stemWord);
}

/**
 * Edit distance with adjacent swaps counted as one edit ("emplyoment"), stopping early
 * once it must exceed `max`: only near misses matter to a typo check.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typing mistakes a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}
