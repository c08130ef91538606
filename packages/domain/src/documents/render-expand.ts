import type { TBlock } from './body-model.js';
import { clauseNumber } from './clause-numbering.js';
import { evaluateCondition, itemScope, resolvePath, type TAnswers } from './conditions.js';
import type { TPathNames } from './paths.js';
import { isGroup } from './questionnaire-model.js';

// First pass of rendering: decide which blocks appear (conditions, repeats) and number the
// clauses that remain. Text is resolved afterwards, once every clause number is known, so
// that {{clause:id}} can cite a clause that comes later in the document.

export type TContext = { scope: TAnswers; names: TPathNames };
type TClause = Extract<TBlock, { type: 'clause' }>;
type TContent = Exclude<TBlock, { type: 'clause' | 'if' | 'each' }>;

export type TExpanded =
  | { kind: 'content'; block: TContent; context: TContext }
  | {
      kind: 'clause';
      block: TClause;
      context: TContext;
      number: string;
      label: string;
      depth: number;
      children: TExpanded[];
    };

type TPlaced = { block: TContent | TClause; context: TContext };

/** Conditions and repeats dissolve into the sibling list they sit in. */
function place(blocks: readonly TBlock[], context: TContext): TPlaced[] {
  return blocks.flatMap((block): TPlaced[] => {
    if (block.type === 'if') {
      const chosen = evaluateCondition(block.condition, context.scope) ? block.blocks : block.else;
      return place(chosen ?? [], context);
    }
    if (block.type === 'each') {
      const group = context.names.items.get(block.group);
      const items = resolvePath(block.group, context.scope);
      if (!group || !isGroup(group) || !Array.isArray(items)) return [];
      const bindings = new Map(context.names.bindings).set(block.as, group);
      return items.flatMap((item, index) =>
        place(block.blocks, {
          scope: { ...context.scope, [block.as]: itemScope(item as TAnswers, index, items.length) },
          names: { items: context.names.items, bindings },
        }),
      );
    }
    return [{ block, context }];
  });
}

export function expandBlocks(
  blocks: readonly TBlock[],
  context: TContext,
  clauseNumbers: Map<string, string>,
  parent?: { number: string; depth: number },
): TExpanded[] {
  let ordinal = 0;
  const depth = (parent?.depth ?? 0) + 1;
  return place(blocks, context).map((placed): TExpanded => {
    if (placed.block.type !== 'clause') {
      return { kind: 'content', block: placed.block, context: placed.context };
    }
    ordinal += 1;
    const { label, number } = clauseNumber(parent?.number, depth, ordinal);
    // Inside a repeat the same id recurs; a citation points at its first appearance.
    if (placed.block.id && !clauseNumbers.has(placed.block.id)) {
      clauseNumbers.set(placed.block.id, number);
    }
    const children = expandBlocks(placed.block.children ?? [], placed.context, clauseNumbers, {
      number,
      depth,
    });
    return {
      kind: 'clause',
      block: placed.block,
      context: placed.context,
      number,
      label,
      depth,
      children,
    };
  });
}
