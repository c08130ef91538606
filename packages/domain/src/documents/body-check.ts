import type { TBlock } from './body-model.js';
import { conditionPaths, type TCondition } from './condition-model.js';
import { pathTarget, RESERVED_NAMES, type TPathNames } from './paths.js';
import { parseInline } from './placeholders.js';
import { isGroup } from './questionnaire-model.js';

// Reference checks over a template body: every placeholder, condition and repeat names
// something that exists where it is used, and every {{clause:id}} names a clause.

export type TTemplateIssue = { path: (string | number)[]; message: string };
type TPath = (string | number)[];
type TState = {
  issues: TTemplateIssue[];
  clauseIds: Set<string>;
  refs: { id: string; path: TPath }[];
};

export function checkPaths(
  paths: readonly string[],
  names: TPathNames,
  path: TPath,
  issues: TTemplateIssue[],
): void {
  for (const answerPath of paths) {
    const target = pathTarget(answerPath, names);
    if (typeof target === 'string') issues.push({ path, message: target });
  }
}

export function checkCondition(
  condition: TCondition,
  names: TPathNames,
  path: TPath,
  issues: TTemplateIssue[],
): void {
  checkPaths(conditionPaths(condition), names, path, issues);
}

function checkText(text: string | undefined, names: TPathNames, path: TPath, state: TState) {
  if (text === undefined) return;
  const parsed = parseInline(text);
  if (!parsed.ok) return; // the schema has already reported the syntax
  for (const segment of parsed.segments) {
    if (segment.kind === 'clauseRef') state.refs.push({ id: segment.id, path });
    if (segment.kind === 'value') checkPaths([segment.path], names, path, state.issues);
  }
}

function checkEach(
  block: Extract<TBlock, { type: 'each' }>,
  names: TPathNames,
  at: TPath,
  state: TState,
) {
  const group = names.items.get(block.group);
  if (!group || !isGroup(group)) {
    state.issues.push({
      path: [...at, 'group'],
      message: `'${block.group}' is not a repeat group`,
    });
    return;
  }
  const taken =
    names.items.has(block.as) ||
    names.bindings.has(block.as) ||
    (RESERVED_NAMES as readonly string[]).includes(block.as);
  if (taken)
    state.issues.push({ path: [...at, 'as'], message: `'${block.as}' clashes with another name` });
  const bindings = new Map(names.bindings).set(block.as, group);
  checkBlocks(block.blocks, { items: names.items, bindings }, [...at, 'blocks'], state);
}

function checkBlock(block: TBlock, names: TPathNames, at: TPath, state: TState) {
  const text = (value: string | undefined, field: string) =>
    checkText(value, names, [...at, field], state);
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      text(block.text, 'text');
      break;
    case 'clause':
      if (block.id && state.clauseIds.has(block.id)) {
        state.issues.push({
          path: [...at, 'id'],
          message: `Clause id '${block.id}' is used twice`,
        });
      }
      if (block.id) state.clauseIds.add(block.id);
      text(block.title, 'title');
      text(block.text, 'text');
      checkBlocks(block.children ?? [], names, [...at, 'children'], state);
      break;
    case 'party':
      text(block.name, 'name');
      text(block.role, 'role');
      for (const [i, detail] of (block.details ?? []).entries()) {
        checkText(detail.text, names, [...at, 'details', i, 'text'], state);
      }
      break;
    case 'signature':
      for (const field of ['party', 'statement', 'signatory', 'capacity', 'date'] as const) {
        text(block[field], field);
      }
      if (block.signature) checkPaths([block.signature], names, [...at, 'signature'], state.issues);
      break;
    case 'pageBreak':
      break;
    case 'if':
      checkCondition(block.condition, names, [...at, 'condition'], state.issues);
      checkBlocks(block.blocks, names, [...at, 'blocks'], state);
      checkBlocks(block.else ?? [], names, [...at, 'else'], state);
      break;
    case 'each':
      checkEach(block, names, at, state);
      break;
  }
}

function checkBlocks(blocks: readonly TBlock[], names: TPathNames, path: TPath, state: TState) {
  for (const [b, block] of blocks.entries()) checkBlock(block, names, [...path, b], state);
}

export function checkBody(body: readonly TBlock[], names: TPathNames): TTemplateIssue[] {
  const state: TState = { issues: [], clauseIds: new Set(), refs: [] };
  checkBlocks(body, names, ['body'], state);
  for (const ref of state.refs) {
    if (!state.clauseIds.has(ref.id)) {
      state.issues.push({ path: ref.path, message: `No clause has id '${ref.id}'` });
    }
  }
  return state.issues;
}
