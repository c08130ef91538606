import {
  isGroup,
  type TQuestion,
  type TQuestionGroup,
  type TQuestionnaire,
} from './questionnaire-model.js';

// What an answer path points at. Template checking uses it to reject unknown names before a
// template is saved; rendering uses it to format an answer by its question's type.

/** Names a path may start with: questionnaire items, and the items of enclosing repeats. */
export type TPathNames = {
  items: ReadonlyMap<string, TQuestion | TQuestionGroup>;
  bindings: ReadonlyMap<string, TQuestionGroup>;
};

export type TPathTarget =
  | { kind: 'today' }
  /** A repeat's 1-based item number (_number) or item count (_count). */
  | { kind: 'counter' }
  | { kind: 'question'; question: TQuestion }
  | { kind: 'group'; group: TQuestionGroup }
  | { kind: 'item'; group: TQuestionGroup };

/** Reserved answer names; ids must not shadow them. */
export const RESERVED_NAMES = ['today'] as const;

export function topLevelItems(
  questionnaire: TQuestionnaire,
): Map<string, TQuestion | TQuestionGroup> {
  const items = new Map<string, TQuestion | TQuestionGroup>();
  for (const section of questionnaire.sections) {
    for (const item of section.items) items.set(item.id, item);
  }
  return items;
}

function inItem(group: TQuestionGroup, rest: string[], path: string): TPathTarget | string {
  const [field, ...deeper] = rest;
  if (field === undefined) return { kind: 'item', group };
  if (field === '_number' || field === '_count') {
    return deeper.length ? `'${path}' goes past a number` : { kind: 'counter' };
  }
  const question = group.questions.find((q) => q.id === field);
  if (!question) return `'${field}' is not a question in ${group.id} (in '${path}')`;
  // Deeper segments reach into structured answers such as address.state; not checked here.
  return { kind: 'question', question };
}

/** The target of a path, or an error naming what is unknown. */
export function pathTarget(path: string, names: TPathNames): TPathTarget | string {
  const [head = '', ...rest] = path.split('.');
  if (head === 'today')
    return rest.length ? `'today' has no parts (in '${path}')` : { kind: 'today' };
  const binding = names.bindings.get(head);
  if (binding) return inItem(binding, rest, path);
  const item = names.items.get(head);
  if (!item) return `'${head}' is not an earlier question or repeat item (in '${path}')`;
  if (!isGroup(item)) return { kind: 'question', question: item };
  const [next, ...afterNext] = rest;
  if (next === undefined) return { kind: 'group', group: item };
  // parties.0.name picks one item; parties.name maps over all of them.
  return /^\d+$/.test(next) ? inItem(item, afterNext, path) : inItem(item, rest, path);
}
