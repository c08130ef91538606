import { checkCondition, checkPaths, type TTemplateIssue } from './body-check.js';
import { pathTarget, type TPathNames } from './paths.js';
import { isGroup, type TQuestionnaire } from './questionnaire-model.js';

// Rules and completion steps run after every question, so they may name any question; the
// names must still exist, and a sum must add up one question of a repeat.

type TPath = (string | number)[];

export function checkRulesAndCompletion(questionnaire: TQuestionnaire, names: TPathNames) {
  const issues: TTemplateIssue[] = [];
  for (const [r, rule] of (questionnaire.rules ?? []).entries()) {
    const at: TPath = ['questionnaire', 'rules', r];
    switch (rule.kind) {
      case 'compare':
        checkPaths([rule.path], names, [...at, 'path'], issues);
        if (rule.than) checkPaths([rule.than], names, [...at, 'than'], issues);
        break;
      case 'sum': {
        const group = names.items.get(rule.group);
        if (!group || !isGroup(group)) {
          issues.push({ path: [...at, 'group'], message: `'${rule.group}' is not a repeat group` });
        } else if (!group.questions.some((q) => q.id === rule.field)) {
          issues.push({
            path: [...at, 'field'],
            message: `'${rule.field}' is not a question in ${rule.group}`,
          });
        }
        break;
      }
      case 'refer': {
        const target = pathTarget(rule.path, names);
        if (typeof target === 'string') issues.push({ path: [...at, 'path'], message: target });
        else if (target.kind !== 'question') {
          issues.push({ path: [...at, 'path'], message: 'A referral is shown under a question' });
        }
        checkCondition(rule.when, names, [...at, 'when'], issues);
        break;
      }
    }
  }
  for (const [s, step] of (questionnaire.completion ?? []).entries()) {
    if (step.showIf) {
      checkCondition(step.showIf, names, ['questionnaire', 'completion', s, 'showIf'], issues);
    }
  }
  return issues;
}
