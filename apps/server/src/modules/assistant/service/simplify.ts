import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { AI_MESSAGES } from '../messages.js';
import { terms } from '../retrieval/text.js';
import { readUpload } from './reviews.js';

export type TSummary = { summary: string; sentences: string[] };

const MAX_SENTENCES = 5;
const MIN_WORDS = 5;

function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9(“"])|\n{2,}|\n(?=\d+\.\s)/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= MIN_WORDS);
}

/**
 * An extractive summary (SPEC §3 AI mode summarise): the sentences whose words the text
 * repeats most, in the order they are written. No model is needed, and every sentence is the
 * text's own, so nothing is made up.
 */
export function summarise(text: string): TSummary {
  const sentences = sentencesOf(text);
  const frequency = new Map<string, number>();
  for (const term of terms(text)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const count = Math.min(MAX_SENTENCES, Math.max(1, Math.ceil(sentences.length / 5)));
  const chosen = sentences
    .map((s, i) => {
      const own = [...new Set(terms(s))];
      const score =
        own.reduce((sum, t) => sum + (frequency.get(t) ?? 0), 0) / Math.sqrt(own.length || 1);
      return { s, i, score };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
  return { summary: chosen.join(' '), sentences: chosen };
}

/** SPEC §7 simplify: a summary of the given text, or of one of the viewer's uploads. */
export async function simplify(
  deps: TDeps,
  opts: { viewer: TViewer; text?: string; documentId?: string },
): Promise<TSummary> {
  const text = opts.documentId
    ? (await readUpload(deps, opts.viewer, opts.documentId)).text
    : (opts.text ?? '');
  const summary = summarise(text);
  if (summary.sentences.length === 0) {
    throw new AppError('BAD_INPUT', AI_MESSAGES.nothingToSummarise, {
      fields: { text: AI_MESSAGES.nothingToSummarise },
    });
  }
  return summary;
}

/**
 * SPEC §7 translate: needs a configured model. The embedded assistant says so plainly and
 * points to the summary it can make instead.
 */
export function translate(deps: TDeps): never {
  // Nothing in the request is wrong: the service cannot do it as set up, so it is a conflict
  // with the service's state, not bad input.
  throw new AppError(
    'CONFLICT',
    deps.aiProvider.name === 'embedded'
      ? AI_MESSAGES.translateNeedsProvider
      : AI_MESSAGES.translateNotAvailable,
  );
}
