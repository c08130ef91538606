import type { TAnswerProblem } from './answers.js';
import { evaluateCondition, resolvePath, type TAnswers } from './conditions.js';
import { topLevelItems } from './paths.js';
import {
  isGroup,
  type TQuestion,
  type TQuestionGroup,
  type TQuestionnaire,
} from './questionnaire-model.js';
import type { TQuestionnaireRule } from './questionnaire-rules.js';

// Applies a questionnaire's rules to answers already checked one by one. A rule only speaks
// about answers that are there: a blank or hidden answer is reported (or not) by its own
// question, never twice.

type TCompare = Extract<TQuestionnaireRule, { kind: 'compare' }>;
type TItems = ReadonlyMap<string, TQuestion | TQuestionGroup>;

const HOLDS: Record<TCompare['op'], (order: number) => boolean> = {
  lt: (o) => o < 0,
  lte: (o) => o <= 0,
  gt: (o) => o > 0,
  gte: (o) => o >= 0,
  ne: (o) => o !== 0,
};

/** -1, 0 or 1; null when the two cannot be compared (a number and a date, say). */
function order(left: unknown, right: unknown): number | null {
  if (typeof left === 'number' && typeof right === 'number') return Math.sign(left - right);
  // yyyy-MM-dd dates compare in calendar order as strings.
  if (typeof left === 'string' && typeof right === 'string')
    return left < right ? -1 : left > right ? 1 : 0;
  return null;
}

/** 'loans.endDate' → the group and the field, when the path reaches into a repeat. */
function inGroup(path: string, items: TItems): { group: TQuestionGroup; field: string } | null {
  const [head = '', field, ...rest] = path.split('.');
  const item = items.get(head);
  if (!item || !isGroup(item) || field === undefined || rest.length) return null;
  return { group: item, field };
}

function labelOf(items: TItems, path: string): string {
  const grouped = inGroup(path, items);
  if (grouped) return grouped.group.questions.find((q) => q.id === grouped.field)?.label ?? path;
  const item = items.get(path.split('.')[0] ?? '');
  return item?.label ?? path;
}

function compareProblems(rule: TCompare, values: TAnswers, items: TItems): TAnswerProblem[] {
  const problem = (path: string): TAnswerProblem => ({
    path,
    label: labelOf(items, rule.path),
    message: rule.message,
  });
  const fails = (left: unknown, right: unknown) => {
    if (left === undefined || right === undefined) return false;
    const o = order(left, right);
    return o !== null && !HOLDS[rule.op](o);
  };
  const grouped = inGroup(rule.path, items);
  if (!grouped) {
    const right = rule.than === undefined ? rule.value : resolvePath(rule.than, values);
    return fails(resolvePath(rule.path, values), right) ? [problem(rule.path)] : [];
  }
  const { group, field } = grouped;
  const sameGroup = rule.than ? inGroup(rule.than, items) : null;
  const list = resolvePath(group.id, values);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: TAnswers, index) => {
    const right =
      rule.than === undefined
        ? rule.value
        : sameGroup?.group.id === group.id
          ? item[sameGroup.field]
          : resolvePath(rule.than, values);
    return fails(item[field], right) ? [problem(`${group.id}.${index}.${field}`)] : [];
  });
}

type TSum = Extract<TQuestionnaireRule, { kind: 'sum' }>;
type TRefer = Extract<TQuestionnaireRule, { kind: 'refer' }>;

function sumProblems(rule: TSum, values: TAnswers, items: TItems): TAnswerProblem[] {
  const list = resolvePath(rule.group, values);
  if (!Array.isArray(list) || list.length === 0) return [];
  const amounts = list.map((item: TAnswers) => item[rule.field]);
  if (!amounts.every((a) => typeof a === 'number')) return [];
  // Hundredths as integers, so 33.33 + 33.33 + 33.34 is exactly 100.
  const sum = amounts.reduce((total: number, a) => total + Math.round((a as number) * 100), 0);
  if (sum === Math.round(rule.total * 100)) return [];
  return [{ path: rule.group, label: labelOf(items, rule.group), message: rule.message }];
}

function referProblems(rule: TRefer, values: TAnswers, items: TItems): TAnswerProblem[] {
  if (resolvePath(rule.path, values) === undefined) return [];
  if (!evaluateCondition(rule.when, values)) return [];
  const label = labelOf(items, rule.path);
  return [{ path: rule.path, label, message: rule.message, referral: true }];
}

export function ruleProblems(questionnaire: TQuestionnaire, values: TAnswers): TAnswerProblem[] {
  const items = topLevelItems(questionnaire);
  return (questionnaire.rules ?? []).flatMap((rule) => {
    if (rule.kind === 'compare') return compareProblems(rule, values, items);
    if (rule.kind === 'sum') return sumProblems(rule, values, items);
    return referProblems(rule, values, items);
  });
}
