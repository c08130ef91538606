import type { TKnowledgeBase, TPassageHit } from '../../retrieval/knowledge-base.js';
import { terms } from '../../retrieval/text.js';
import type { TCitation } from '../port.js';

export type TComposedAnswer = {
  text: string;
  citations: TCitation[];
  recommendedQuestions: string[];
  found: boolean;
};

export const NOT_FOUND_ANSWER =
  'I could not find an answer to that in our guides, and I would rather not guess. For advice on your situation, book a consultation with one of our lawyers.';
export const GENERAL_INFORMATION_NOTE =
  'This is general information from our guides, not legal advice about your situation. For advice you can rely on, book a consultation with one of our lawyers.';

// Passages scoring well below the best one are about something else.
const RELATIVE_CUTOFF = 0.55;
const MAX_PASSAGES = 3;
const SENTENCES_PER_PASSAGE = 2;

/** Sentences of a passage; a full stop inside 's 459E' or '$82.50' does not end one. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Whether the best passage is really about the question: it answers at least two of the
 * question's own words (or its only one), directly or by a synonym, not one stray word.
 */
export function isRelevant(
  knowledge: TKnowledgeBase,
  question: string,
  hit: TPassageHit | undefined,
): boolean {
  if (!hit) return false;
  const { shared, of } = knowledge.coverage(question, hit.matched);
  return shared > 0 && shared >= Math.min(2, of);
}

/**
 * Ranks guides by their best passage plus half of the rest (a guide that answers in several
 * places is more likely the right one), then takes up to two passages of the best guide and
 * the best passage of any close runner-up.
 */
function choosePassages(
  knowledge: TKnowledgeBase,
  question: string,
  hits: readonly TPassageHit[],
): TPassageHit[] {
  const byGuide = new Map<string, TPassageHit[]>();
  for (const hit of hits)
    byGuide.set(hit.guide.slug, [...(byGuide.get(hit.guide.slug) ?? []), hit]);
  const ranked = [...byGuide.values()]
    .map((list) => ({
      list,
      score: list[0]!.score + 0.5 * list.slice(1).reduce((sum, h) => sum + h.score, 0),
    }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0]!;
  const first = best.list[0]!;
  // The second passage of the best guide is the one answering most of what the first did
  // not (a question about sole traders and companies gets both sections).
  const covered = (hit: TPassageHit) => knowledge.coverage(question, hit.sectionMatched).shared;
  const joined = (a: TPassageHit, b: TPassageHit) =>
    knowledge.coverage(question, new Set([...a.sectionMatched, ...b.sectionMatched])).shared;
  const second = best.list
    .slice(1)
    .filter((h) => h.score >= first.score * RELATIVE_CUTOFF)
    .sort((a, b) => joined(first, b) - joined(first, a) || b.score - a.score)[0];
  const chosen = second && joined(first, second) >= covered(first) ? [first, second] : [first];
  for (const other of ranked.slice(1)) {
    if (chosen.length >= MAX_PASSAGES || other.score < best.score * RELATIVE_CUTOFF) break;
    chosen.push(other.list[0]!);
  }
  return chosen;
}

function bestSentences(text: string, query: Set<string>): string[] {
  const sentences = sentencesOf(text);
  const scored = sentences.map((s, i) => ({
    i,
    s,
    score: new Set(terms(s).filter((t) => query.has(t))).size,
  }));
  const chosen = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, SENTENCES_PER_PASSAGE)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
  return chosen.length > 0 ? chosen : sentences.slice(0, 1);
}

export type TGrounding = {
  found: boolean;
  passages: { number: number; heading: string; text: string }[];
  citations: TCitation[];
  recommendedQuestions: string[];
};

/** The passages that answer a question, numbered by the source each comes from. */
export function groundQuestion(knowledge: TKnowledgeBase, question: string): TGrounding {
  const hits = knowledge.search(question, 8);
  const top = hits[0];
  if (!top || !isRelevant(knowledge, question, top)) {
    return { found: false, passages: [], citations: [], recommendedQuestions: [] };
  }
  const chosen = choosePassages(knowledge, question, hits);
  const citations: TCitation[] = [];
  const passages = chosen.map((hit) => {
    let citation = citations.find((c) => c.guide === hit.guide.slug);
    if (!citation) {
      const source = hit.guide.sources[0]!;
      citation = {
        number: citations.length + 1,
        title: source.title,
        url: source.url,
        guide: hit.guide.slug,
        guideTitle: hit.guide.title,
      };
      citations.push(citation);
    }
    return { number: citation.number, heading: hit.heading, text: hit.text };
  });
  const asked = question.trim().toLowerCase();
  const recommendedQuestions = [...new Set(chosen.flatMap((h) => h.guide.questions))]
    .filter((q) => q.toLowerCase() !== asked)
    .slice(0, 3);
  return { found: true, passages, citations, recommendedQuestions };
}

/**
 * Ask mode without a model: the best passages' most relevant sentences, quoted as they are
 * written in the guides, each paragraph ending in the number of the source it came from.
 */
export function composeAnswer(knowledge: TKnowledgeBase, question: string): TComposedAnswer {
  const grounding = groundQuestion(knowledge, question);
  if (!grounding.found) {
    return { text: NOT_FOUND_ANSWER, citations: [], recommendedQuestions: [], found: false };
  }
  const query = new Set(knowledge.queryTerms(question).map((q) => q.term));
  const paragraphs = grounding.passages.map(
    (p) => `${p.heading}: ${bestSentences(p.text, query).join(' ')} [${p.number}]`,
  );
  return {
    text: [...paragraphs, GENERAL_INFORMATION_NOTE].join('\n\n'),
    citations: grounding.citations,
    recommendedQuestions: grounding.recommendedQuestions,
    found: true,
  };
}
