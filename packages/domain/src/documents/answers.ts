import { type TAnswers, walkVisible } from './conditions.js';
import { calendarDate } from './dates.js';
import { validateField } from './field-validation.js';
import type { TQuestion, TQuestionnaire } from './questionnaire-model.js';
import { ruleProblems } from './rule-check.js';

export type TAnswerProblem = {
  /** Where the answer lives: 'purpose', 'parties.1.abn', or a group id for a count problem. */
  path: string;
  label: string;
  message: string;
  /** Per sub-field messages of a structured answer (address, full name). */
  parts?: Record<string, string>;
  /** The answers call for a lawyer rather than this document; the message says why. */
  referral?: boolean;
};

export type TAnswerCheck = {
  /** Visible answers, normalised; hidden questions' answers are dropped. */
  values: TAnswers;
  missing: TAnswerProblem[];
  invalid: TAnswerProblem[];
  /** Missing and invalid together, in questionnaire order, as a form would list them. */
  problems: TAnswerProblem[];
  /** Share of the visible required questions answered well, 0..1, for "resume where you left off". */
  progress: number;
  complete: boolean;
};

export type TAnswerOptions = { now: Date; timeZone?: string };

// A plain tick box always holds an answer (unticked is 'no'), so ticking it is no progress.
function countsTowardProgress(question: TQuestion): boolean {
  const plainTick = question.type === 'CHECKBOX' && !question.options;
  return plainTick ? question.mustBeTicked === true : question.required;
}

export function checkAnswers(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
  { now, timeZone }: TAnswerOptions,
): TAnswerCheck {
  const today = calendarDate(now, timeZone);
  const missing: TAnswerProblem[] = [];
  const invalid: TAnswerProblem[] = [];
  const problems: TAnswerProblem[] = [];
  const report = (kind: TAnswerProblem[], problem: TAnswerProblem) => {
    kind.push(problem);
    problems.push(problem);
  };
  let required = 0;
  let answered = 0;

  const values = walkVisible(template, answers, {
    question: ({ question, path, raw }) => {
      const result = validateField(question, raw, { today });
      const counts = countsTowardProgress(question);
      if (counts) required += 1;
      if (result.ok) {
        if (counts && result.value !== undefined) answered += 1;
        return result.value;
      }
      const problem: TAnswerProblem = { path, label: question.label, message: result.message };
      if (result.parts) problem.parts = result.parts;
      report(result.missing ? missing : invalid, problem);
      return undefined;
    },
    group: ({ group, count }) => {
      if (count < group.minItems) {
        // Items not yet added hold required questions too; count them so progress is honest.
        const perItem = group.questions.filter(countsTowardProgress).length;
        required += (group.minItems - count) * perItem;
        report(missing, {
          path: group.id,
          label: group.label,
          message: `Add at least ${group.minItems} ${group.minItems === 1 ? 'entry' : 'entries'} under ${group.label}`,
        });
      }
      if (group.maxItems !== undefined && count > group.maxItems) {
        report(invalid, {
          path: group.id,
          label: group.label,
          message: `Keep at most ${group.maxItems} ${group.maxItems === 1 ? 'entry' : 'entries'} under ${group.label}`,
        });
      }
    },
  });

  // Rules across answers come after each answer has been checked on its own.
  for (const problem of ruleProblems(template.questionnaire, values)) {
    if (!problems.some((p) => p.path === problem.path)) report(invalid, problem);
  }

  const complete = missing.length === 0 && invalid.length === 0;
  // 1 means ready: an unusable optional answer can leave every required one answered but the
  // document still blocked, so an incomplete set stops just short of 1.
  const ratio = required === 0 ? 0 : answered / required;
  const progress = complete ? 1 : Math.min(ratio, 0.99);
  return { values, missing, invalid, problems, progress, complete };
}

/** Whether a document can be made from these answers, and what is still needed if not. */
export function answersComplete(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
  options: TAnswerOptions,
): Pick<TAnswerCheck, 'complete' | 'missing' | 'invalid' | 'progress'> {
  const { complete, missing, invalid, progress } = checkAnswers(template, answers, options);
  return { complete, missing, invalid, progress };
}
