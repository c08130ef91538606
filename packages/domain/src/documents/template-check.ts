import { checkBody, checkCondition, type TTemplateIssue } from './body-check.js';
import type { TBlock } from './body-model.js';
import { validateField } from './field-validation.js';
import { RESERVED_NAMES, type TPathNames, topLevelItems } from './paths.js';
import {
  isGroup,
  type TQuestion,
  type TQuestionGroup,
  type TQuestionnaire,
} from './questionnaire-model.js';
import { checkRulesAndCompletion } from './rule-paths-check.js';

// Checks that need the whole template: ids are unique, every condition and placeholder
// names something that exists by then, defaults are valid answers. A template that passes
// can then fail to render only because of the customer's answers.

export type { TTemplateIssue } from './body-check.js';

type TPath = (string | number)[];

export function checkTemplate(template: {
  questionnaire: TQuestionnaire;
  body: readonly TBlock[];
}): TTemplateIssue[] {
  const names = { items: topLevelItems(template.questionnaire), bindings: new Map() };
  return [
    ...checkQuestionnaire(template.questionnaire),
    ...checkRulesAndCompletion(template.questionnaire, names),
    ...checkBody(template.body, names),
  ];
}

function checkDefault(question: TQuestion, path: TPath, issues: TTemplateIssue[]) {
  if (question.default === undefined) return;
  // No 'today' here: whether a default date is in the past depends on when it is used.
  const result = validateField({ ...question, required: false }, question.default);
  if (!result.ok)
    issues.push({ path: [...path, 'default'], message: `Default: ${result.message}` });
}

function checkGroup(
  group: TQuestionGroup,
  earlier: ReadonlyMap<string, TQuestion | TQuestionGroup>,
  path: TPath,
  issues: TTemplateIssue[],
) {
  if (earlier.has(group.itemName) || group.itemName === group.id) {
    issues.push({
      path: [...path, 'itemName'],
      message: `itemName '${group.itemName}' clashes with a question id`,
    });
  }
  for (const [q, question] of group.questions.entries()) {
    const at: TPath = [...path, 'questions', q];
    const before = group.questions.slice(0, q);
    if (before.some((b) => b.id === question.id)) {
      issues.push({
        path: [...at, 'id'],
        message: `Question id '${question.id}' is used twice in ${group.id}`,
      });
    }
    // Inside an item, showIf may read the item's earlier answers and any earlier question.
    const names: TPathNames = {
      items: earlier,
      bindings: new Map([[group.itemName, { ...group, questions: before }]]),
    };
    if (question.showIf) checkCondition(question.showIf, names, [...at, 'showIf'], issues);
    checkDefault(question, at, issues);
  }
}

function checkQuestionnaire(questionnaire: TQuestionnaire): TTemplateIssue[] {
  const issues: TTemplateIssue[] = [];
  const earlier = new Map<string, TQuestion | TQuestionGroup>();
  const names: TPathNames = { items: earlier, bindings: new Map() };
  const sectionIds = new Set<string>();
  for (const [s, section] of questionnaire.sections.entries()) {
    const sectionPath: TPath = ['questionnaire', 'sections', s];
    if (sectionIds.has(section.id)) {
      issues.push({
        path: [...sectionPath, 'id'],
        message: `Section id '${section.id}' is used twice`,
      });
    }
    sectionIds.add(section.id);
    if (section.showIf) checkCondition(section.showIf, names, [...sectionPath, 'showIf'], issues);
    for (const [i, item] of section.items.entries()) {
      const path: TPath = [...sectionPath, 'items', i];
      if (earlier.has(item.id) || (RESERVED_NAMES as readonly string[]).includes(item.id)) {
        issues.push({
          path: [...path, 'id'],
          message: `Question id '${item.id}' is used twice or reserved`,
        });
      }
      if (item.showIf) checkCondition(item.showIf, names, [...path, 'showIf'], issues);
      if (isGroup(item)) checkGroup(item, earlier, path, issues);
      else checkDefault(item, path, issues);
      // Added only now, so a question's own showIf cannot refer to itself or anything later.
      earlier.set(item.id, item);
    }
  }
  return issues;
}
