import { checkAnswers, type TAnswerOptions } from './answers.js';
import { type TAnswers, visibleQuestions } from './conditions.js';
import { calendarDate } from './dates.js';
import type { TRenderedDocument } from './document-model.js';
import { renderBlocks, renderedDocument, type TMissingText } from './render.js';
import type { TTemplate } from './template-model.js';

// A preview may be asked for at any point of the questionnaire, so unlike render() it never
// refuses: answers that are missing or not usable yet leave a marked gap that names the
// question. The marks are private-use characters, which no template or answer can contain
// once rendered, so a screen can style the gaps and a writer could never print one.

export const PREVIEW_GAP_START = '\uE000';
export const PREVIEW_GAP_END = '\uE001';

export type TPreviewTemplate = Pick<TTemplate, 'metadata' | 'questionnaire' | 'body'>;

/** Gaps only for questions the customer is asked now: a hidden one reads as nothing. */
function gapText(visiblePaths: ReadonlySet<string>): TMissingText {
  return (path, target) => {
    if (typeof target === 'string' || target.kind !== 'question') return '';
    // An optional answer left blank reads as nothing in the finished document too.
    if (!target.question.required) return '';
    const segments = path.split('.');
    const asked = segments.some((_, i) => visiblePaths.has(segments.slice(0, i + 1).join('.')));
    if (!asked) return '';
    const label = target.question.label.replace(/\s*\((optional|if any)\)\s*$/i, '');
    return `${PREVIEW_GAP_START}${label}${PREVIEW_GAP_END}`;
  };
}

/** The document as it reads with the answers so far, gaps marked where answers are needed. */
export function renderPreview(
  template: TPreviewTemplate,
  answers: TAnswers,
  options: TAnswerOptions,
): TRenderedDocument {
  const { values } = checkAnswers(template, answers, options);
  const today = calendarDate(options.now, options.timeZone);
  const visiblePaths = new Set(visibleQuestions(template, answers).map((visit) => visit.path));
  const { blocks } = renderBlocks(template, values, today, gapText(visiblePaths));
  return renderedDocument(template, today, blocks);
}

export type TPreviewPiece = { gap: boolean; text: string };

/** Splits rendered preview text into plain runs and gaps, for a screen to style. */
export function previewPieces(text: string): TPreviewPiece[] {
  const pieces: TPreviewPiece[] = [];
  const pattern = new RegExp(`${PREVIEW_GAP_START}([^${PREVIEW_GAP_END}]*)${PREVIEW_GAP_END}`, 'g');
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) pieces.push({ gap: false, text: text.slice(last, match.index) });
    pieces.push({ gap: true, text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ gap: false, text: text.slice(last) });
  return pieces;
}
