import {
  checkAnswers,
  missingAnswerMessage,
  questionLabelText,
  type TAnswerProblem,
  type TAnswers,
  type TQuestionnaire,
  visibleQuestions,
} from '@app/domain';

/**
 * What finishing says about each problem, naming the question by its label: a missing
 * answer reads 'Enter the full legal name of the employer', not the type's 'Enter the
 * business name'; anything else is prefixed with the label the customer sees.
 */
export function namedProblems(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
  problems: readonly TAnswerProblem[],
  now: Date,
): TAnswerProblem[] {
  const questionAt = new Map(visibleQuestions(template, answers).map((v) => [v.path, v.question]));
  const missing = new Set(checkAnswers(template, answers, { now }).missing.map((p) => p.path));
  return problems.map((p) => {
    const question = questionAt.get(p.path);
    if (question && missing.has(p.path)) {
      const named = missingAnswerMessage(question, p.message);
      if (named !== p.message) return { ...p, message: named };
    }
    return { ...p, message: `${questionLabelText(p.label)}: ${p.message}` };
  });
}
