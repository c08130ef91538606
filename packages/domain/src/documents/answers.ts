import { type TAnswers, walkVisible } from './conditions.js';
import { calendarDate } from './dates.js';
import { validateField } from './field-validation.js';
import type { TQuestionnaire } from './questionnaire-model.js';
import { questionnaireProgress } from './questionnaire-progress.js';
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
  /** Share of the visible required questions answered well, 0..1; defaults count once seen. */
  progress: number;
  complete: boolean;
};

export type TAnswerOptions = { now: Date; timeZone?: string };

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

  const values = walkVisible(template, answers, {
    question: ({ question, path, raw }) => {
      const result = validateField(question, raw, { today });
      if (result.ok) return result.value;
      const problem: TAnswerProblem = { path, label: question.label, message: result.message };
      if (result.parts) problem.parts = result.parts;
      report(result.missing ? missing : invalid, problem);
      return undefined;
    },
    group: ({ group, count }) => {
      if (count < group.minItems) {
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
  // Defaults count only once the customer has seen their section (questionnaire-progress.ts).
  const ratio = questionnaireProgress(template, answers, { now, timeZone }).share;
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
