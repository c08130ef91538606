import { renderPreview } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { extractDetails } from './extract.js';
import { fillTemplate } from './fill.js';
import { draftHtml } from './html.js';
import { pickTemplates, type TTemplateChoice } from './pick-template.js';

export type TComposedDraft =
  | { found: false; suggestions: TTemplateChoice[] }
  | {
      found: true;
      templateId: string;
      title: string;
      answers: Record<string, unknown>;
      filled: string[];
      htmlContent: string;
      /** Things the customer should know about the draft: bad numbers, what is left to answer. */
      footnotes: string[];
    };

// Below this a template shares too few words with the request to be what was asked for.
const MIN_SCORE = 2;

/** The request with the parties' names and numbers taken out, so they do not pick the template. */
function requestWords(text: string, names: readonly string[]) {
  let out = text;
  for (const name of names) out = out.split(name).join(' ');
  return out.replace(/\b\d[\d\s]{7,}\d\b/g, ' ').replace(/\S+@\S+/g, ' ');
}

/**
 * Draft mode without a model: the template the conversation asks for, filled with what the
 * customer said, rendered as the document will read, gaps marked where answers are needed.
 */
export function composeDraft(
  deps: Pick<TDeps, 'library' | 'clock'>,
  conversation: string,
): TComposedDraft {
  const said = extractDetails(conversation);
  const choices = pickTemplates(
    deps.library,
    requestWords(
      conversation,
      said.parties.map((p) => p.name),
    ),
  );
  const best = choices[0];
  const template = best && best.score >= MIN_SCORE ? deps.library.template(best.id) : undefined;
  if (!best || !template) return { found: false, suggestions: choices };

  const { answers, filled } = fillTemplate(template, said);
  const preview = renderPreview(template, answers, {
    now: deps.clock.now(),
    timeZone: 'Australia/Sydney',
  });
  const footnotes: string[] = [];
  for (const abn of said.invalidAbns) {
    footnotes.push(
      `The ABN ${abn} is not a valid ABN (its check digits do not add up), so it was left out. Check it on ABN Lookup (https://abr.business.gov.au) before you add it.`,
    );
  }
  for (const acn of said.invalidAcns) {
    footnotes.push(
      `The ACN ${acn} is not a valid ACN, so it was left out. Check it with ASIC before you add it.`,
    );
  }
  footnotes.push(
    filled.length > 0
      ? `Filled from our conversation: ${filled.join('; ')}. Open the draft in the questionnaire to answer the rest; the highlighted gaps show what is still needed.`
      : 'Nothing in our conversation answered its questions yet. Open the draft in the questionnaire to answer them; the highlighted gaps show what is needed.',
  );
  return {
    found: true,
    templateId: template.metadata.id,
    title: template.metadata.title,
    answers,
    filled,
    htmlContent: draftHtml(preview),
    footnotes,
  };
}
