import type { TAnswerOptions } from './answers.js';
import { resolvePath, type TAnswers, walkVisible } from './conditions.js';
import { calendarDate } from './dates.js';
import { validateField } from './field-validation.js';
import type { TQuestion, TQuestionnaire } from './questionnaire-model.js';

// How far along a questionnaire is, counted honestly: a default answer is the template's
// suggestion, not the customer's answer, until the customer has seen its section and moved
// on from it. Which sections were seen and confirmed is kept with the answers, under a key
// no question id can take (ids start with a lower-case letter), so it follows the document
// to any device and never reaches the document's text.

export const CONFIRMED_STEPS_KEY = '_confirmedSteps';

export function confirmedSteps(answers: TAnswers): ReadonlySet<string> {
  const list = answers[CONFIRMED_STEPS_KEY];
  return new Set(Array.isArray(list) ? list.filter((id) => typeof id === 'string') : []);
}

export function withStepConfirmed(answers: TAnswers, sectionId: string): TAnswers {
  const confirmed = confirmedSteps(answers);
  if (confirmed.has(sectionId)) return answers;
  return { ...answers, [CONFIRMED_STEPS_KEY]: [...confirmed, sectionId] };
}

// A plain tick box always holds an answer (unticked is 'no'), so ticking it is no progress.
function countsTowardProgress(question: TQuestion): boolean {
  const plainTick = question.type === 'CHECKBOX' && !question.options;
  return plainTick ? question.mustBeTicked === true : question.required;
}

export type TQuestionnaireProgress = { required: number; answered: number; share: number };

/**
 * The share of the visible required questions answered well, where an answer the customer
 * did not give (a default) counts only once its section is confirmed.
 */
export function questionnaireProgress(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
  { now, timeZone }: TAnswerOptions,
): TQuestionnaireProgress {
  const today = calendarDate(now, timeZone);
  const confirmed = confirmedSteps(answers);
  const sectionOf = new Map<string, string>();
  for (const section of template.questionnaire.sections) {
    for (const item of section.items) sectionOf.set(item.id, section.id);
  }
  let required = 0;
  let answered = 0;
  walkVisible(template, answers, {
    question: ({ question, path, raw }) => {
      const result = validateField(question, raw, { today });
      const counts = countsTowardProgress(question);
      if (counts) required += 1;
      if (!result.ok) return undefined;
      const given = resolvePath(path, answers) !== undefined;
      const seen = confirmed.has(sectionOf.get(path.split('.')[0] ?? '') ?? '');
      if (counts && result.value !== undefined && (given || seen)) answered += 1;
      return result.value;
    },
    group: ({ group, count }) => {
      // Items not yet added hold required questions too.
      if (count < group.minItems) {
        required += (group.minItems - count) * group.questions.filter(countsTowardProgress).length;
      }
    },
  });
  return { required, answered, share: required === 0 ? 0 : answered / required };
}
