import {
  checkAnswers,
  confirmedSteps,
  evaluateCondition,
  isGroup,
  missingAnswerMessage,
  questionLabelText,
  questionnaireProgress,
  type TAnswerProblem,
  type TAnswers,
  type TCondition,
  type TQuestion,
  type TQuestionnaire,
  type TQuestionnaireItem,
  type TSection,
  visibleAnswers,
  visibleQuestions,
} from '@app/domain';

// The questionnaire's rules come from @app/domain, as on the server; this file only arranges
// them the way one screen at a time needs them.

export const REVIEW_STEP = 'review';
/** The heading of the step on screen; moving between steps puts focus there. */
export const STEP_HEADING_ID = 'questionnaire-step-heading';
/** The top of the questionnaire (title and progress), where each new step starts. */
export const QUESTIONNAIRE_TOP_ID = 'questionnaire-top';

type TRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an answer by its path: 'purpose' or 'parties.1.abn'. */
export function answerAt(answers: TAnswers, path: string): unknown {
  let value: unknown = answers;
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isRecord(value) && Object.hasOwn(value, segment)) value = value[segment];
    else return undefined;
  }
  return value;
}

/** A copy of the answers with one answer replaced; undefined removes it. */
export function withAnswerAt(answers: TAnswers, path: string, value: unknown): TAnswers {
  const [head = '', ...rest] = path.split('.');
  const replace = (container: unknown, segments: string[], key: string): unknown => {
    if (segments.length === 0) {
      if (Array.isArray(container)) {
        const copy = [...container];
        copy[Number(key)] = value;
        return copy;
      }
      const copy: TRecord = { ...(isRecord(container) ? container : {}) };
      if (value === undefined) delete copy[key];
      else copy[key] = value;
      return copy;
    }
    const [next = '', ...tail] = segments;
    const child = Array.isArray(container)
      ? container[Number(key)]
      : isRecord(container)
        ? container[key]
        : undefined;
    const updated = replace(child ?? (/^\d+$/.test(next) ? [] : {}), tail, next);
    if (Array.isArray(container)) {
      const copy = [...container];
      copy[Number(key)] = updated;
      return copy;
    }
    return { ...(isRecord(container) ? container : {}), [key]: updated };
  };
  return replace(answers, rest, head) as TAnswers;
}

export function groupItems(answers: TAnswers, groupId: string): TRecord[] {
  const items = answers[groupId];
  return Array.isArray(items) ? items.map((item) => (isRecord(item) ? item : {})) : [];
}

export function withItemAdded(answers: TAnswers, groupId: string): TAnswers {
  return { ...answers, [groupId]: [...groupItems(answers, groupId), {}] };
}

export function withItemRemoved(answers: TAnswers, groupId: string, index: number): TAnswers {
  return { ...answers, [groupId]: groupItems(answers, groupId).filter((_, i) => i !== index) };
}

export type TQuestionnaireView = {
  sections: TSection[];
  /** Sections with something to answer now, in order. */
  visibleSections: TSection[];
  isItemVisible: (item: TQuestionnaireItem) => boolean;
  /** Paths of the questions shown now, including each repeat item's ('parties.0.acn'). */
  visiblePaths: ReadonlySet<string>;
  /** Problems the customer can see and fix, by answer path (or group id for a count). */
  problems: ReadonlyMap<string, TAnswerProblem>;
  problemsOf: (sectionId: string) => TAnswerProblem[];
  /** Sections the customer has seen and moved on from with Next. */
  confirmed: ReadonlySet<string>;
  /** Visible sections not confirmed yet, in order. */
  unconfirmed: TSection[];
  /** 0..1; defaults count once their section is confirmed; 1 only when ready to finish. */
  progress: number;
  complete: boolean;
};

export function buildView(
  questionnaire: TQuestionnaire,
  answers: TAnswers,
  now: Date,
): TQuestionnaireView {
  const template = { questionnaire };
  // Conditions may only read earlier answers (the template check makes sure), so the
  // visible answers as a whole give every section and item the same verdict the walk does.
  const kept = visibleAnswers(template, answers);
  const holds = (item: { showIf?: TCondition | undefined }) =>
    !item.showIf || evaluateCondition(item.showIf, kept);
  const isItemVisible = (item: TQuestionnaireItem) => holds(item);
  const visibleSections = questionnaire.sections.filter(
    (section) => holds(section) && section.items.some(isItemVisible),
  );
  const visits = visibleQuestions(template, answers);
  const visiblePaths = new Set(visits.map((visit) => visit.path));
  const questionAt = new Map(visits.map((visit) => [visit.path, visit.question]));

  const sectionOfItem = new Map<string, string>();
  const visibleGroups = new Set<string>();
  for (const section of visibleSections) {
    for (const item of section.items) {
      sectionOfItem.set(item.id, section.id);
      if (isGroup(item) && isItemVisible(item)) visibleGroups.add(item.id);
    }
  }

  const check = checkAnswers(template, answers, { now });
  const missing = new Set(check.missing);
  const problems = new Map<string, TAnswerProblem>();
  const bySection = new Map<string, TAnswerProblem[]>();
  for (const found of check.problems) {
    // Only what is on screen: a problem nobody can see could never be fixed.
    if (!visiblePaths.has(found.path) && !visibleGroups.has(found.path)) continue;
    const question = questionAt.get(found.path);
    const problem =
      question && missing.has(found)
        ? { ...found, message: missingAnswerMessage(question, found.message) }
        : found;
    problems.set(problem.path, problem);
    const sectionId = sectionOfItem.get(problem.path.split('.')[0] ?? '');
    if (!sectionId) continue;
    bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), problem]);
  }

  const confirmed = confirmedSteps(answers);
  const unconfirmed = visibleSections.filter((section) => !confirmed.has(section.id));
  const { share } = questionnaireProgress(template, answers, { now });
  const ready = check.complete && unconfirmed.length === 0;

  return {
    sections: questionnaire.sections,
    visibleSections,
    isItemVisible,
    visiblePaths,
    problems,
    problemsOf: (sectionId) => bySection.get(sectionId) ?? [],
    confirmed,
    unconfirmed,
    progress: ready ? 1 : Math.min(share, 0.99),
    complete: check.complete,
  };
}

/** Repeat groups on screen start with as many items as they need, ready to fill in. */
export function withMinimumItems(questionnaire: TQuestionnaire, answers: TAnswers): TAnswers {
  const kept = visibleAnswers({ questionnaire }, answers);
  let result = answers;
  for (const section of questionnaire.sections) {
    if (section.showIf && !evaluateCondition(section.showIf, kept)) continue;
    for (const item of section.items) {
      if (!isGroup(item) || (item.showIf && !evaluateCondition(item.showIf, kept))) continue;
      const items = groupItems(result, item.id);
      if (items.length >= item.minItems) continue;
      const padding = Array.from({ length: item.minItems - items.length }, () => ({}));
      result = { ...result, [item.id]: [...items, ...padding] };
    }
  }
  return result;
}

/**
 * Where a returning customer picks up: the first section not yet seen and confirmed, or
 * needing attention; else the review. Defaults in a section never seen are not accepted
 * on the customer's behalf.
 */
export function resumeStep(view: TQuestionnaireView): string {
  const first = view.visibleSections.find(
    (section) => !view.confirmed.has(section.id) || view.problemsOf(section.id).length > 0,
  );
  return first?.id ?? REVIEW_STEP;
}

/** The boxes of answers given in parts, in screen order. */
export const STRUCTURED_PARTS = {
  ADDRESS: ['line1', 'line2', 'suburb', 'state', 'postcode'],
  FULL_NAME: ['givenNames', 'familyName'],
} as const;

/** DOM id of a question's input (and of its parts: 'q-parties-0-address-suburb'). */
export function fieldId(path: string, part?: string): string {
  return `q-${path.replace(/\./g, '-')}${part ? `-${part}` : ''}`;
}

const isPlainTick = (question: TQuestion) => question.type === 'CHECKBOX' && !question.options;

/**
 * Every question needs an answer unless its label says "(optional)". A template's own
 * "(if any)" says the same, so it gives way rather than doubling the brackets.
 */
export function questionLabel(question: TQuestion): string {
  if (question.required || isPlainTick(question)) return question.label;
  return `${questionLabelText(question.label)} (optional)`;
}

/** Option labels double as document wording ('paid fortnightly'); on screen they start a line. */
export function optionLabel(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Whether the input should carry `required` (for assistive technology). */
export function isRequired(question: TQuestion): boolean {
  return isPlainTick(question) ? question.mustBeTicked === true : question.required;
}
