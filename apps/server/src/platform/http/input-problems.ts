import { MESSAGES } from '@app/domain';
import { AppError } from '../errors.js';

// What no input from outside may hold, whichever way it arrives (JSON body, query string,
// path, GraphQL variable or literal). PostgreSQL refuses NUL in text and jsonb, and an
// unpaired UTF-16 surrogate cannot be stored as UTF-8; both would otherwise fail deep in
// a query as a 500, sometimes after other rows were written.

/** Objects and arrays nested deeper than this are refused before anything walks them. */
export const MAX_INPUT_DEPTH = 40;

export type TInputPath = (string | number)[];
export type TInputProblem = { path: TInputPath; message: string };

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const PROBLEMS = {
  nul: 'must not contain NUL characters',
  surrogate: 'must be valid Unicode text (it has an unpaired surrogate)',
  tooDeep: `is nested more than ${MAX_INPUT_DEPTH} levels deep`,
  forbiddenName: 'is a name that is not allowed',
} as const;

/** Why a string cannot be accepted, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return PROBLEMS.nul;
  if (LONE_SURROGATE.test(text)) return PROBLEMS.surrogate;
  return undefined;
}

/** Keys that reach an object's prototype when copied by assignment. */
function forbiddenKey(key: string, value: unknown): boolean {
  if (key === '__proto__') return true;
  return (
    key === 'constructor' &&
    typeof value === 'object' &&
    value !== null &&
    Object.hasOwn(value, 'prototype')
  );
}

/**
 * Arrays and data objects: JSON's, and the null-based ones Fastify builds for params and
 * query strings. Buffers, streams and other class instances are not input to walk.
 */
const isPlainContainer = (v: unknown): v is Record<string, unknown> | unknown[] => {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/**
 * The first problem in a value parsed from outside: text that cannot be stored, a
 * prototype key, or nesting past the limit. Walks without recursion, so a hostile depth
 * cannot exhaust the stack. Buffers and streams (raw uploads) are not looked into.
 */
export function findInputProblem(
  value: unknown,
  base: TInputPath = [],
  maxDepth = MAX_INPUT_DEPTH,
): TInputProblem | undefined {
  const stack: { value: unknown; path: TInputPath; depth: number }[] = [
    { value, path: base, depth: 0 },
  ];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { path: item.path, message: problem };
      continue;
    }
    if (!isPlainContainer(item.value)) continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return { path: outermost(item.path), message: PROBLEMS.tooDeep };
    const children: typeof stack = [];
    if (Array.isArray(item.value)) {
      item.value.forEach((v, i) => {
        children.push({ value: v, path: [...item.path, i], depth });
      });
    } else {
      for (const key of Object.keys(item.value)) {
        const v = item.value[key];
        const path = [...item.path, key];
        const keyProblem = textProblem(key) ?? (forbiddenKey(key, v) ? PROBLEMS.forbiddenName : '');
        if (keyProblem) return { path, message: keyProblem };
        children.push({ value: v, path, depth });
      }
    }
    // Reversed so problems are reported in the order they appear in the input.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}

/**
 * Scans JSON text, without parsing it, for containers nested deeper than the limit, and
 * answers the path to the first one. Linear and non-recursive: it runs before JSON.parse
 * and anything else that walks the parsed value.
 */
export function jsonTooDeepAt(text: string, maxDepth = MAX_INPUT_DEPTH): TInputPath | undefined {
  const path: TInputPath = [];
  const inArray: boolean[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 0x22)
        j += text.charCodeAt(j) === 0x5c ? 2 : 1;
      if (expectKey) {
        path[path.length - 1] = decodeKey(text.slice(i, j + 1));
        expectKey = false;
      }
      i = j;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (inArray.length >= maxDepth) return outermost(path);
      const array = c === 0x5b;
      inArray.push(array);
      path.push(array ? 0 : '');
      expectKey = !array;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      inArray.pop();
      path.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */ && inArray.length) {
      if (inArray[inArray.length - 1])
        path[path.length - 1] = (path[path.length - 1] as number) + 1;
      else expectKey = true;
    }
  }
  return undefined;
}

/** A too-deep value is named by its outer fields: forty levels of path would say less. */
const outermost = (path: TInputPath) => path.slice(0, 2);

function decodeKey(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted.slice(1, -1);
  }
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** A key as it can be said back: unstorable characters replaced, a very long key cut. */
function shownKey(key: string | number): string {
  if (typeof key === 'number') return String(key);
  const clean = key.replaceAll(NUL, '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
}

/** A dotted field name for a path; an empty path is the input as a whole (`whole`). */
export function fieldName(path: TInputPath, whole = 'body'): string {
  return path.length ? path.map(shownKey).join('.') : whole;
}

/** The one refusal for input problems: BAD_INPUT, naming the field in message and fields. */
export function inputRefusal(fields: Record<string, string>): AppError {
  const [first] = Object.entries(fields);
  const message = first ? `${first[0]}: ${first[1]}` : MESSAGES.requestUnreadable;
  return new AppError('BAD_INPUT', message, { fields });
}
