import type { TCompletionStep } from './completion-model.js';
import { evaluateCondition, type TAnswers, visibleAnswers } from './conditions.js';
import type { TQuestionnaire } from './questionnaire-model.js';

/** The steps that apply to these answers, in the order the template lists them. */
export function completionSteps(
  questionnaire: TQuestionnaire,
  answers: TAnswers,
): TCompletionStep[] {
  const kept = visibleAnswers({ questionnaire }, answers);
  return (questionnaire.completion ?? []).filter(
    (step) => !step.showIf || evaluateCondition(step.showIf, kept),
  );
}
