import {
  evaluateCondition,
  parseInline,
  resolvePath,
  type TAnswers,
  type TBlock,
  type TCondition,
  type TTemplate,
} from '@app/domain';

// What a set of answers covers in a template: which way each if block went, which
// placeholders stayed blank, and what conditions a search for a branch must satisfy.

/** A path through the body to an if block, and which way it went: 'body.4.blocks.2:then'. */
export type TBranch = string;

/** 'party.entityType' inside an each block reads the answer of a repeat's item. */
export function matchesPath(answerPath: string, conditionPaths: ReadonlySet<string>): boolean {
  return [...conditionPaths].some(
    (p) =>
      answerPath === p ||
      (p.includes('.') &&
        answerPath.includes('.0.') &&
        answerPath.endsWith(`.${p.split('.').at(-1)}`)),
  );
}

/** Answer paths a condition reads, so a search knows which choices can switch it. */
export function pathsOf(condition: TCondition): string[] {
  switch (condition.op) {
    case 'and':
    case 'or':
      return condition.conditions.flatMap(pathsOf);
    case 'not':
      return pathsOf(condition.condition);
    default:
      return [condition.path];
  }
}

/** Fixed values that conditions compare top-level answers with. */
export function literalsOf(conditions: readonly TCondition[]): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  const add = (path: string, value: unknown) => {
    if (path.includes('.')) return;
    found.set(path, [...new Set([...(found.get(path) ?? []), value])]);
  };
  const walk = (c: TCondition) => {
    if (c.op === 'and' || c.op === 'or') c.conditions.forEach(walk);
    else if (c.op === 'not') walk(c.condition);
    else if (c.op === 'equals' || c.op === 'notEquals') add(c.path, c.value);
    else if (c.op === 'in') for (const v of c.values) add(c.path, v);
    else if (c.op === 'gte' || c.op === 'lt') {
      add(c.path, c.value);
      add(c.path, Math.max(0, c.value - 1));
    }
  };
  conditions.forEach(walk);
  return found;
}

/** The conditions of an if block and of every if block around it. */
export function conditionsOnTheWay(template: TTemplate, branch: TBranch): TCondition[] {
  const [where = ''] = branch.split(':');
  const conditions: TCondition[] = [];
  let node: unknown = template;
  for (const segment of where.split('.')) {
    node = (node as Record<string, unknown>)[segment];
    if (node && typeof node === 'object' && (node as TBlock).type === 'if') {
      conditions.push((node as Extract<TBlock, { type: 'if' }>).condition);
    }
  }
  return conditions;
}

/** Which way each if block went for these answers (as render's first pass decides it). */
export function branchesTaken(template: TTemplate, answers: TAnswers): Set<TBranch> {
  const taken = new Set<TBranch>();
  const walk = (blocks: readonly TBlock[], scope: TAnswers, at: string) => {
    for (const [i, block] of blocks.entries()) {
      const here = `${at}.${i}`;
      if (block.type === 'if') {
        const holds = evaluateCondition(block.condition, scope);
        taken.add(`${here}:${holds ? 'then' : 'else'}`);
        walk(
          holds ? block.blocks : (block.else ?? []),
          scope,
          `${here}.${holds ? 'blocks' : 'else'}`,
        );
      } else if (block.type === 'each') {
        const items = resolvePath(block.group, scope);
        if (!Array.isArray(items)) continue;
        items.forEach((item, index) => {
          const bound = { ...(item as TAnswers), _number: index + 1, _count: items.length };
          walk(block.blocks, { ...scope, [block.as]: bound }, `${here}.blocks`);
        });
      } else if (block.type === 'clause' && block.children) {
        walk(block.children, scope, `${here}.children`);
      }
    }
  };
  walk(template.body, answers, 'body');
  return taken;
}

/** Every way every if block can go, for the coverage check. */
export function allBranches(template: TTemplate): Set<TBranch> {
  const all = new Set<TBranch>();
  const walk = (blocks: readonly TBlock[], at: string) => {
    for (const [i, block] of blocks.entries()) {
      const here = `${at}.${i}`;
      if (block.type === 'if') {
        all.add(`${here}:then`);
        all.add(`${here}:else`);
        walk(block.blocks, `${here}.blocks`);
        walk(block.else ?? [], `${here}.else`);
      } else if (block.type === 'each') walk(block.blocks, `${here}.blocks`);
      else if (block.type === 'clause' && block.children) walk(block.children, `${here}.children`);
    }
  };
  walk(template.body, 'body');
  return all;
}

/** A few variants that between them take every branch the variants take at all. */
export function coveringVariants<T extends { branches: Set<TBranch> }>(
  variants: readonly T[],
): T[] {
  const left = new Set(variants.flatMap((v) => [...v.branches]));
  const chosen: T[] = [];
  while (left.size > 0) {
    let best: T | undefined;
    let bestGain = 0;
    for (const v of variants) {
      const gain = [...v.branches].filter((b) => left.has(b)).length;
      if (gain > bestGain) {
        best = v;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const b of best.branches) left.delete(b);
  }
  return chosen;
}

const isBlankValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Placeholders in printed text (headings, paragraphs, clause titles and text) that these
 * answers leave empty: a clause that prints an answer the customer was never asked for, or
 * skipped. Party and signature details are left out when empty, so they are not checked; nor
 * is a string made only of placeholders ('{{a}}{{b}}', one of which is expected to be blank)
 * when something is printed.
 */
export function blankPlaceholders(template: TTemplate, answers: TAnswers): string[] {
  const blanks = new Set<string>();
  const check = (text: string | undefined, scope: TAnswers) => {
    if (text === undefined) return;
    const parsed = parseInline(text);
    if (!parsed.ok) return;
    const values = parsed.segments.map((s) =>
      s.kind === 'value' && s.path !== 'today' ? resolvePath(s.path, scope) : 'printed',
    );
    const onlyPlaceholders = parsed.segments.every((s) => s.kind !== 'text');
    if (onlyPlaceholders && values.some((v) => !isBlankValue(v))) return;
    parsed.segments.forEach((s, i) => {
      if (s.kind === 'value' && isBlankValue(values[i])) blanks.add(`{{${s.path}}} in "${text}"`);
    });
  };
  const walk = (blocks: readonly TBlock[], scope: TAnswers) => {
    for (const block of blocks) {
      if (block.type === 'if') {
        walk(evaluateCondition(block.condition, scope) ? block.blocks : (block.else ?? []), scope);
      } else if (block.type === 'each') {
        const items = resolvePath(block.group, scope);
        if (!Array.isArray(items)) continue;
        items.forEach((item, index) => {
          const bound = { ...(item as TAnswers), _number: index + 1, _count: items.length };
          walk(block.blocks, { ...scope, [block.as]: bound });
        });
      } else if (block.type === 'clause') {
        check(block.title, scope);
        check(block.text, scope);
        walk(block.children ?? [], scope);
      } else if (block.type === 'heading' || block.type === 'paragraph') {
        check(block.text, scope);
      }
    }
  };
  walk(template.body, answers);
  return [...blanks];
}
