import type { TCondition, TScalar } from './condition-model.js';
import { isBlank } from './field-rules.js';
import {
  isGroup,
  type TQuestion,
  type TQuestionGroup,
  type TQuestionnaire,
} from './questionnaire-model.js';

/** Answers keyed by question id; a repeat group's answer is a list of such records. */
export type TAnswers = Record<string, unknown>;

const own = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * Reads a dotted path. A number picks a list item (0-based); a name applied to a list reads
 * it from every item, so 'parties.name' is every party's name. Only own properties are read,
 * so a path can never reach into prototypes.
 */
export function resolvePath(path: string, scope: TAnswers): unknown {
  let value: unknown = scope;
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) {
      value = /^\d+$/.test(segment)
        ? value[Number(segment)]
        : value.flatMap((item) => {
            const inner = own(item, segment);
            return inner === undefined ? [] : [inner];
          });
    } else {
      value = own(value, segment);
    }
    if (value === undefined) return undefined;
  }
  return value;
}

// Lists (a multiple choice, or one field across repeat items) match if any element does.
const matches = (value: unknown, expected: TScalar): boolean =>
  Array.isArray(value) ? value.some((v) => v === expected) : value === expected;

/** Truthy means answered and not a 'no': blank, false and empty lists are falsy; 0 counts. */
export function isTruthy(value: unknown): boolean {
  return !isBlank(value) && value !== false;
}

export function evaluateCondition(condition: TCondition, scope: TAnswers): boolean {
  switch (condition.op) {
    case 'equals':
      return matches(resolvePath(condition.path, scope), condition.value);
    case 'notEquals':
      return !matches(resolvePath(condition.path, scope), condition.value);
    case 'in': {
      const value = resolvePath(condition.path, scope);
      return condition.values.some((expected) => matches(value, expected));
    }
    case 'truthy':
      return isTruthy(resolvePath(condition.path, scope));
    case 'gte':
    case 'lt': {
      // Only a number compares: an unanswered amount satisfies neither.
      const value = resolvePath(condition.path, scope);
      if (typeof value !== 'number') return false;
      return condition.op === 'gte' ? value >= condition.value : value < condition.value;
    }
    case 'and':
      return condition.conditions.every((c) => evaluateCondition(c, scope));
    case 'or':
      return condition.conditions.some((c) => evaluateCondition(c, scope));
    case 'not':
      return !evaluateCondition(condition.condition, scope);
  }
}

export type TQuestionVisit = {
  question: TQuestion;
  /** Where the answer lives: 'purpose', or 'parties.0.abn' for the first party's ABN. */
  path: string;
  /** The answer as given, or the question's default when it was not given. */
  raw: unknown;
  group?: { group: TQuestionGroup; index: number };
};
export type TGroupVisit = { group: TQuestionGroup; count: number };
export type TVisitors = {
  /** Returns the value to keep for later conditions; undefined keeps nothing. */
  question: (visit: TQuestionVisit) => unknown;
  group?: (visit: TGroupVisit) => void;
};

/** A repeat item as conditions and text see it: its answers plus its position. */
export function itemScope(item: TAnswers, index: number, count: number): TAnswers {
  return { ...item, _number: index + 1, _count: count };
}

/**
 * Walks the visible questions in order. Conditions see only what was kept from questions
 * before them, so an answer to a hidden question can never switch anything on.
 */
export function walkVisible(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
  visitors: TVisitors,
): TAnswers {
  const kept: TAnswers = {};
  const answerOf = (source: unknown, question: TQuestion) =>
    own(source, question.id) ?? question.default;
  for (const section of template.questionnaire.sections) {
    if (section.showIf && !evaluateCondition(section.showIf, kept)) continue;
    for (const item of section.items) {
      if (item.showIf && !evaluateCondition(item.showIf, kept)) continue;
      if (!isGroup(item)) {
        const value = visitors.question({
          question: item,
          path: item.id,
          raw: answerOf(answers, item),
        });
        if (value !== undefined) kept[item.id] = value;
        continue;
      }
      const given = own(answers, item.id);
      const rawItems: unknown[] = Array.isArray(given) ? given : [];
      visitors.group?.({ group: item, count: rawItems.length });
      kept[item.id] = rawItems.map((rawItem, index) => {
        const keptItem: TAnswers = {};
        for (const question of item.questions) {
          const scope = { ...kept, [item.itemName]: itemScope(keptItem, index, rawItems.length) };
          if (question.showIf && !evaluateCondition(question.showIf, scope)) continue;
          const value = visitors.question({
            question,
            path: `${item.id}.${index}.${question.id}`,
            raw: answerOf(rawItem, question),
            group: { group: item, index },
          });
          if (value !== undefined) keptItem[question.id] = value;
        }
        return keptItem;
      });
    }
  }
  return kept;
}

/** The questions a customer should see now, in order, with their current answers. */
export function visibleQuestions(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
): TQuestionVisit[] {
  const visits: TQuestionVisit[] = [];
  walkVisible(template, answers, {
    question: (visit) => {
      visits.push(visit);
      return visit.raw;
    },
  });
  return visits;
}

/** The answers with those of hidden questions dropped, as a document should see them. */
export function visibleAnswers(
  template: { questionnaire: TQuestionnaire },
  answers: TAnswers,
): TAnswers {
  return walkVisible(template, answers, { question: (visit) => visit.raw });
}
