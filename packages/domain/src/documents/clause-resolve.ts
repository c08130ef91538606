import type { TTemplateIssue } from './body-check.js';
import {
  type TClauseDefinition,
  type TClauseKind,
  type TClauseLibrary,
  ZClauseChoice,
  ZClauseUse,
} from './clause-model.js';

// Puts the shared clauses in place of the use blocks of a template as authored (plain JSON),
// before the template schema sees it. Errors name where in the template the use block is.

type TPath = (string | number)[];
export type TResolved =
  | { ok: true; value: unknown; used: string[] }
  | { ok: false; issues: TTemplateIssue[] };

const MAX_DEPTH = 8;
const PARAM = /\[\[([A-Za-z][A-Za-z0-9]*)\]\]/g;
const WHOLE_PARAM = /^\[\[([A-Za-z][A-Za-z0-9]*)\]\]$/;

/** Which kind of content an array holds, from the key it sits under. */
const KIND_OF_KEY: Record<string, TClauseKind> = {
  body: 'blocks',
  blocks: 'blocks',
  else: 'blocks',
  children: 'blocks',
  items: 'questions',
  questions: 'questions',
  sections: 'sections',
  completion: 'steps',
};

type TState = { library: TClauseLibrary; issues: TTemplateIssue[]; used: Set<string> };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole-string parameter given as null leaves its property (or list item) out. */
const OMIT = Symbol('omit');

/** Writes parameter values into content: whole-string references take any JSON value. */
export function substitute(value: unknown, args: Readonly<Record<string, unknown>>): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_PARAM.exec(value);
    if (whole?.[1] !== undefined && Object.hasOwn(args, whole[1])) {
      return args[whole[1]] === null ? OMIT : args[whole[1]];
    }
    return value.replace(PARAM, (match, name: string) => {
      if (!Object.hasOwn(args, name)) return match;
      const arg = args[name];
      return typeof arg === 'string' || typeof arg === 'number' || typeof arg === 'boolean'
        ? String(arg)
        : match;
    });
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, args)).filter((v) => v !== OMIT);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, substitute(v, args)] as const)
        .filter(([, v]) => v !== OMIT),
    );
  }
  return value;
}

/** Every [[name]] left in a value, so an undeclared or unfilled parameter is caught. */
export function paramsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const m of value.matchAll(PARAM)) found.add(m[1] ?? '');
  else if (Array.isArray(value)) for (const v of value) paramsIn(v, found);
  else if (isRecord(value)) for (const v of Object.values(value)) paramsIn(v, found);
  return found;
}

function argsFor(
  clause: TClauseDefinition,
  given: Record<string, unknown>,
  at: TPath,
  state: TState,
): Record<string, unknown> | null {
  const args: Record<string, unknown> = {};
  let ok = true;
  for (const name of Object.keys(given)) {
    if (!Object.hasOwn(clause.params, name)) {
      state.issues.push({
        path: [...at, 'with', name],
        message: `Clause '${clause.id}' has no parameter '${name}'`,
      });
      ok = false;
    }
  }
  for (const [name, param] of Object.entries(clause.params)) {
    if (Object.hasOwn(given, name)) args[name] = given[name];
    else if (param.default !== undefined) args[name] = param.default;
    else {
      state.issues.push({
        path: [...at, 'with'],
        message: `Clause '${clause.id}' needs '${name}'`,
      });
      ok = false;
    }
  }
  if (!ok) return null;
  // A default may itself name another parameter, e.g. 'at the start of this [[noun]]'.
  for (const [name, arg] of Object.entries(args)) args[name] = substitute(arg, args);
  return args;
}

/** Expands choices made on parameters, now that their values are known. */
function choose(value: unknown, args: Record<string, unknown>, at: TPath, state: TState): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => {
      if (isRecord(item) && item.type === 'choose') {
        const parsed = ZClauseChoice.safeParse(item);
        if (!parsed.success) {
          state.issues.push({
            path: [...at, i],
            message: parsed.error.issues[0]?.message ?? 'Bad choice',
          });
          return [];
        }
        const { param, cases, otherwise } = parsed.data;
        const key = String(args[param]);
        const picked = Object.hasOwn(cases, key) ? cases[key] : otherwise;
        return (choose(picked ?? [], args, [...at, i], state) as unknown[]) ?? [];
      }
      return [choose(item, args, [...at, i], state)];
    });
  }
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, choose(v, args, [...at, k], state)]),
    );
  }
  return value;
}

function expandUse(
  raw: Record<string, unknown>,
  kind: TClauseKind | undefined,
  at: TPath,
  stack: readonly string[],
  state: TState,
): unknown[] {
  const parsed = ZClauseUse.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    state.issues.push({
      path: [...at, ...(first?.path ?? [])] as TPath,
      message: first?.message ?? 'Bad use block',
    });
    return [];
  }
  const { clause: id, with: given } = parsed.data;
  const clause = state.library.get(id);
  if (!clause) {
    state.issues.push({
      path: [...at, 'clause'],
      message: `No clause '${id}' in the clause library`,
    });
    return [];
  }
  if (kind && clause.kind !== kind) {
    state.issues.push({
      path: [...at, 'clause'],
      message: `Clause '${id}' holds ${clause.kind}; it cannot be used among ${kind}`,
    });
    return [];
  }
  if (stack.includes(id) || stack.length >= MAX_DEPTH) {
    state.issues.push({
      path: at,
      message: `Clause '${id}' uses itself, through ${stack.join(' → ')}`,
    });
    return [];
  }
  const args = argsFor(clause, given, at, state);
  if (!args) return [];
  state.used.add(id);
  const content = choose(substitute(clause.content, args), args, [...at, `(${id})`], state);
  const left = [...paramsIn(content)];
  if (left.length) {
    state.issues.push({
      path: at,
      message: `Clause '${id}' leaves [[${left.join(']], [[')}]] unfilled`,
    });
    return [];
  }
  return walkArray(content as unknown[], kind, at, [...stack, id], state);
}

function walkArray(
  list: readonly unknown[],
  kind: TClauseKind | undefined,
  at: TPath,
  stack: readonly string[],
  state: TState,
): unknown[] {
  return list.flatMap((item, i) =>
    isRecord(item) && item.type === 'use'
      ? expandUse(item, kind, [...at, i], stack, state)
      : [walk(item, [...at, i], stack, state)],
  );
}

function walk(value: unknown, at: TPath, stack: readonly string[], state: TState): unknown {
  if (Array.isArray(value)) return walkArray(value, undefined, at, stack, state);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      Array.isArray(v)
        ? walkArray(v, KIND_OF_KEY[key], [...at, key], stack, state)
        : walk(v, [...at, key], stack, state),
    ]),
  );
}

/** The template with every use block replaced by its clause; issues if any cannot be. */
export function resolveClauses(source: unknown, library: TClauseLibrary): TResolved {
  const state: TState = { library, issues: [], used: new Set() };
  const value = walk(source, [], [], state);
  return state.issues.length
    ? { ok: false, issues: state.issues }
    : { ok: true, value, used: [...state.used].sort() };
}

/** Checks a library on its own: every [[parameter]] its content names is declared. */
export function checkClauseLibrary(library: TClauseLibrary): TTemplateIssue[] {
  const issues: TTemplateIssue[] = [];
  for (const clause of library.values()) {
    const declared = new Set(Object.keys(clause.params));
    const named = paramsIn(clause.content);
    for (const choice of choicesIn(clause.content)) named.add(choice);
    for (const name of named) {
      if (!declared.has(name))
        issues.push({
          path: [clause.id, 'content'],
          message: `[[${name}]] is not a declared parameter`,
        });
    }
    for (const name of declared) {
      if (!named.has(name))
        issues.push({
          path: [clause.id, 'params', name],
          message: `Parameter '${name}' is never used`,
        });
    }
  }
  return issues;
}

function choicesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) choicesIn(v, found);
  else if (isRecord(value)) {
    if (value.type === 'choose' && typeof value.param === 'string') found.add(value.param);
    for (const v of Object.values(value)) choicesIn(v, found);
  }
  return found;
}
