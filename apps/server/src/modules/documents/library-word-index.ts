import {
  editDistance,
  isStopWord,
  searchStems,
  searchSynonyms,
  searchWords,
  stemWord,
  typoAllowance,
} from '@app/domain';

/** What the index knows of one template: its words, by where they appear. */
export type TIndexedText = {
  id: string;
  title: string;
  keywords: readonly string[];
  description: string;
  body: string;
};

type TField = 'title' | 'keywords' | 'description';

// A word in the title says what the document is; in the description, what it touches.
const FIELD_WEIGHT: Record<TField, number> = { title: 10, keywords: 5, description: 2 };
// A whole multi-word query found word for word in the body still counts, just least.
const BODY_PHRASE_WEIGHT = 1;
// Another way of saying the word, or a guess at what was meant, ranks below the word itself.
const SYNONYM_WEIGHT = 0.8;
const TYPO_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.6;
// Keywords are separate phrases: a phrase must not run from one keyword into the next.
const KEYWORD_BREAK = '|';

type TAlternative = { stems: readonly string[]; weight: number };
type TEntry = { id: string; fields: Record<TField, string[]>; bodyPairs: Set<string> };

function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= haystack.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (haystack[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

const pairsOf = (stems: readonly string[]) =>
  stems.slice(1).map((stem, i) => `${stems[i]} ${stem}`);

/**
 * Word search over titles, keywords and descriptions: every meaningful query word (or a
 * synonym of it) must appear as a whole word, so "lease" finds leases and not "release".
 * Built once; a search is a pass over sixty small entries.
 */
export function createWordIndex(texts: readonly TIndexedText[]) {
  const entries: TEntry[] = texts.map((t) => ({
    id: t.id,
    fields: {
      title: searchStems(t.title),
      keywords: t.keywords.flatMap((k) => [...searchStems(k), KEYWORD_BREAK]),
      description: searchStems(t.description),
    },
    bodyPairs: new Set(pairsOf(searchStems(t.body))),
  }));
  const stems = new Set(entries.flatMap((e) => Object.values(e.fields).flat()));
  // The words a typo or a half-typed word is checked against: everything indexed, plus
  // the words the synonym table knows.
  const vocabulary = [
    ...new Set(
      texts
        .flatMap((t) => searchWords(`${t.title} ${t.keywords.join(' ')} ${t.description}`))
        .filter((w) => !isStopWord(w) && !/\d/.test(w)),
    ),
  ];

  const withSynonyms = (stem: string, weight: number): TAlternative[] => [
    { stems: [stem], weight },
    ...searchSynonyms(stem).map((p) => ({ stems: p, weight: weight * SYNONYM_WEIGHT })),
  ];
  const known = (stem: string) => stems.has(stem) || searchSynonyms(stem).length > 0;

  function alternatives(word: string, isLast: boolean): TAlternative[] {
    const stem = stemWord(word);
    if (known(stem)) return withSynonyms(stem, 1);
    // Search runs as the customer types, so the last word may be unfinished.
    if (isLast && word.length >= 4) {
      const completions = vocabulary.filter((w) => w.startsWith(word));
      if (completions.length > 0) {
        return completions.flatMap((w) => withSynonyms(stemWord(w), PREFIX_WEIGHT));
      }
    }
    const allowance = typoAllowance(word);
    if (allowance === 0) return [];
    let best = allowance + 1;
    let guesses: string[] = [];
    for (const candidate of vocabulary) {
      const distance = editDistance(word, candidate, Math.min(best, allowance));
      if (distance < best) [best, guesses] = [distance, [candidate]];
      else if (distance === best && distance <= allowance) guesses.push(candidate);
    }
    return guesses.flatMap((w) => withSynonyms(stemWord(w), TYPO_WEIGHT));
  }

  /** Ids of the matching entries, best first; ties keep the order the entries came in. */
  return function search(query: string): string[] {
    const words = searchWords(query).filter((w) => !isStopWord(w));
    if (words.length === 0) return [];
    const concepts = words.map((w, i) => alternatives(w, i === words.length - 1));
    const queryPairs = pairsOf(words.map(stemWord));

    const scored = entries.map((entry, order) => {
      const inBody = queryPairs.length > 0 && queryPairs.every((p) => entry.bodyPairs.has(p));
      let score = 0;
      let matched = 0;
      for (const concept of concepts) {
        let best = 0;
        for (const alt of concept) {
          for (const field of Object.keys(FIELD_WEIGHT) as TField[]) {
            const value = alt.weight * FIELD_WEIGHT[field];
            if (value > best && containsPhrase(entry.fields[field], alt.stems)) best = value;
          }
        }
        if (best === 0 && inBody) best = BODY_PHRASE_WEIGHT;
        if (best > 0) matched++;
        score += best;
      }
      return { id: entry.id, score, matched, order };
    });

    // Every word must match: a document that matches only some of them ("last will" and
    // minutes of the last meeting) is a wrong answer, and no answer beats a wrong one.
    return scored
      .filter((s) => s.matched === concepts.length)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((s) => s.id);
  };
}
