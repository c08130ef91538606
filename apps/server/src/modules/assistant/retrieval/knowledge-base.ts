import { createBm25, type TWeightedTerm } from './bm25.js';
import { loadGuides, type TGuide } from './guides.js';
import { buildSynonyms } from './synonyms.js';
import { terms } from './text.js';

/** A section of a guide, as retrieval returns it with the guide it comes from. */
export type TPassage = {
  guide: TGuide;
  heading: string;
  text: string;
  /** The section's own stems (heading and text, not the guide's title). */
  sectionTerms: ReadonlySet<string>;
};
export type TPassageHit = TPassage & {
  score: number;
  matched: Set<string>;
  /** The matched stems the section itself says, not only its guide's title. */
  sectionMatched: Set<string>;
};

// A synonym helps find a guide but counts for less than the customer's own word.
const SYNONYM_WEIGHT = 0.5;
// Titles and headings say what a section is about, so their words count more.
const TITLE_REPEAT = 2;

export type TKnowledgeBase = ReturnType<typeof createKnowledgeBase>;

/** The guides indexed once, at start; `search` answers the best passages for a question. */
export function createKnowledgeBase(guides: readonly TGuide[] = loadGuides()) {
  const synonyms = buildSynonyms();
  const passages: TPassage[] = guides.flatMap((guide) =>
    guide.sections.map((s) => ({
      guide,
      heading: s.heading,
      text: s.text,
      sectionTerms: new Set(terms(`${s.heading} ${s.text}`)),
    })),
  );
  const index = createBm25(
    passages.map((p) => {
      const titled = terms(`${p.guide.title} ${p.heading}`);
      return {
        terms: [...Array.from({ length: TITLE_REPEAT }, () => titled).flat(), ...terms(p.text)],
        value: p,
      };
    }),
  );

  /** The question's own stems at full weight and their synonyms at less, once each. */
  function queryTerms(question: string): TWeightedTerm[] {
    const own = [...new Set(terms(question))];
    const weighted = new Map<string, number>(own.map((t) => [t, 1]));
    for (const term of own) {
      for (const synonym of synonyms.get(term) ?? []) {
        if (!weighted.has(synonym)) weighted.set(synonym, SYNONYM_WEIGHT);
      }
    }
    return [...weighted].map(([term, weight]) => ({ term, weight }));
  }

  function search(question: string, limit = 5): TPassageHit[] {
    return index.search(queryTerms(question), limit).map((hit) => ({
      ...hit.value,
      score: hit.score,
      matched: hit.matched,
      sectionMatched: new Set([...hit.matched].filter((t) => hit.value.sectionTerms.has(t))),
    }));
  }

  /** How many of the question's own words a passage answers, directly or by a synonym. */
  function coverage(
    question: string,
    matched: ReadonlySet<string>,
  ): { shared: number; of: number } {
    const own = [...new Set(terms(question))];
    const shared = own.filter(
      (t) => matched.has(t) || (synonyms.get(t) ?? []).some((s) => matched.has(s)),
    ).length;
    return { shared, of: own.length };
  }

  return { guides, passages, search, queryTerms, coverage };
}
