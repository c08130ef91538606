import type { TLibrarySearch } from '../../documents/index.js';
import { createBm25 } from '../retrieval/bm25.js';
import { buildSynonyms } from '../retrieval/synonyms.js';
import { terms } from '../retrieval/text.js';

export type TTemplateChoice = { id: string; title: string; score: number };

// Titles say what a document is; keywords nearly as much; the description helps break ties.
const TITLE_REPEAT = 3;
const KEYWORD_REPEAT = 2;
const SYNONYM_WEIGHT = 0.5;
// Words that say what the customer wants done, not which document: they match every template.
const REQUEST_WORDS = new Set(
  terms('draft drafting prepare write make create document agreement contract need please help'),
);

const pickers = new WeakMap<TLibrarySearch, ReturnType<typeof buildPicker>>();

function buildPicker(library: TLibrarySearch) {
  const synonyms = buildSynonyms();
  const docs = library.search({ limit: 100 }).map((d) => {
    const keywords = library.template(d.id)?.metadata.keywords ?? [];
    return {
      terms: [
        ...Array.from({ length: TITLE_REPEAT }, () => terms(d.title)).flat(),
        ...Array.from({ length: KEYWORD_REPEAT }, () => terms(keywords.join(' '))).flat(),
        ...terms(d.description),
      ],
      value: { id: d.id, title: d.title },
    };
  });
  const index = createBm25(docs);
  return (text: string, limit: number): TTemplateChoice[] => {
    const own = [...new Set(terms(text))].filter((t) => !REQUEST_WORDS.has(t));
    const weighted = new Map<string, number>(own.map((t) => [t, 1]));
    for (const t of own) {
      for (const s of synonyms.get(t) ?? []) if (!weighted.has(s)) weighted.set(s, SYNONYM_WEIGHT);
    }
    return index
      .search(
        [...weighted].map(([term, weight]) => ({ term, weight })),
        limit,
      )
      .map((hit) => ({ ...hit.value, score: hit.score }));
  };
}

/**
 * The library's templates best matching what the customer asked for (BM25 over titles,
 * keywords and descriptions, with the assistant's legal synonyms), best first.
 */
export function pickTemplates(library: TLibrarySearch, text: string, limit = 3) {
  let picker = pickers.get(library);
  if (!picker) {
    picker = buildPicker(library);
    pickers.set(library, picker);
  }
  return picker(text, limit);
}
