import * as domain from '@app/domain';
import fc from 'fast-check';
import {
  ZBankAccountInput,
  ZCardInput,
} from '../../modules/billing/gateway/sandbox-instruments.js';
import type { TRouteEntry } from '../../platform/http/input-guard.js';
import {
  anyHostile,
  HOSTILE_STRINGS,
  hostileString,
  jsonText,
  TEN_KB,
  urlPart,
} from './hostile-values.js';

export type TRestRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Values that pass the edge, by the name of the field they belong to. */
export type TKnown = Record<string, readonly unknown[]>;

type TDef = {
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
};

/**
 * The field names of every input schema the edge checks (the shared rules, and the
 * sandbox's card and bank forms), nested ones too: what a body is built from before a
 * route has said which fields it wants.
 */
export function inputFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as { _zod?: { def?: TDef } })._zod?.def;
    if (!def) return;
    for (const [key, value] of Object.entries(def.shape ?? {})) {
      names.add(key);
      visit(value);
    }
    for (const inner of [def.innerType, def.in, def.out, def.element]) visit(inner);
  };
  for (const value of [...Object.values(domain), ZCardInput, ZBankAccountInput]) visit(value);
  return [...names].sort();
}

/**
 * What a route has said about its body: every field a refusal named. Bodies are built from
 * these once known, so later requests are whole enough to reach the checks behind the
 * first missing field. Learning from the answers keeps the fuzz free of a list of routes.
 */
export class RouteLearning {
  private readonly fields = new Map<string, Set<string>>();

  fieldsOf(route: TRouteEntry): string[] {
    return [...(this.fields.get(`${route.method} ${route.url}`) ?? [])];
  }

  learn(route: TRouteEntry, answer: { body: unknown }) {
    const error = (answer.body as { error?: { fields?: unknown } } | undefined)?.error;
    if (!error?.fields || typeof error.fields !== 'object') return;
    const key = `${route.method} ${route.url}`;
    const known = this.fields.get(key) ?? new Set<string>();
    for (const field of Object.keys(error.fields)) {
      // Only names of a body's fields: not the whole body, a path or a list index.
      if (field !== 'body' && field !== 'path' && !/(^|\.)\d+(\.|$)/.test(field)) known.add(field);
    }
    this.fields.set(key, known);
  }
}

/** Small enough for any URL: a 10 kB value goes in bodies, where no header limit applies. */
const shortString = hostileString.filter((s) => urlPart(s).length <= 3000);

// A body is planned before the route's fields are known and built when it is sent: slots
// and picks are resolved against what the route has said by then.
type TValuePlan = { use: 'known' | 'hostile' | 'nested'; pick: number; hostile: unknown };
type TBodyPlan =
  | { kind: 'whole'; keep: number[]; spoil: { slot: number; value: TValuePlan }[] }
  | { kind: 'fields'; entries: { slot: number; value: TValuePlan }[] }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; text: string }
  | { kind: 'none' };

const valuePlan: fc.Arbitrary<TValuePlan> = fc.record({
  use: fc.constantFrom('known', 'known', 'hostile', 'hostile', 'nested'),
  pick: fc.nat(),
  hostile: fc.oneof(
    { weight: 4, arbitrary: anyHostile },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(TEN_KB, ...HOSTILE_STRINGS) },
  ),
});

const bodyPlan: fc.Arbitrary<TBodyPlan> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('whole' as const),
      keep: fc.array(fc.nat(), { maxLength: 3 }),
      spoil: fc.array(fc.record({ slot: fc.nat(), value: valuePlan }), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fields' as const),
      entries: fc.array(fc.record({ slot: fc.nat(), value: valuePlan }), { maxLength: 6 }),
    }),
  },
  { weight: 1, arbitrary: anyHostile.map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc
        .constantFrom('', '{"email":', 'not json', '{"a":1}{"b":2}', '\u0000', '"\\ud800"')
        .map((text) => ({ kind: 'raw' as const, type: 'application/json', text })),
      hostileString.map((text) => ({ kind: 'raw' as const, type: 'text/plain', text })),
    ),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts[parts.length - 1]!] = value;
}

function resolveValue(field: string, plan: TValuePlan, known: TKnown, names: string[]): unknown {
  const real = known[field.split('.').pop()!] ?? [];
  if (plan.use === 'known' && real.length) return real[plan.pick % real.length];
  if (plan.use === 'nested') {
    const inner = names[plan.pick % names.length]!;
    return { [inner]: real.length ? real[plan.pick % real.length] : plan.hostile };
  }
  return plan.hostile;
}

/** The body a plan makes, given what the route has said it wants so far. */
function buildBody(plan: TBodyPlan, learned: string[], known: TKnown, names: string[]) {
  const json = (v: unknown) => ({ type: 'application/json', text: jsonText(v) });
  switch (plan.kind) {
    case 'none':
      return {};
    case 'raw':
      return { type: plan.type, text: plan.text };
    case 'json':
      return json(plan.value);
    case 'fields': {
      const body: Record<string, unknown> = {};
      for (const { slot, value } of plan.entries) {
        const field =
          learned.length && slot % 3
            ? learned[slot % learned.length]!
            : names[slot % names.length]!;
        setPath(body, field, resolveValue(field, value, known, names));
      }
      return json(body);
    }
    case 'whole': {
      // Every field the route wants, with good values where known, then one or two spoilt.
      const body: Record<string, unknown> = {};
      for (const [i, field] of learned.entries()) {
        const real = known[field.split('.').pop()!] ?? [];
        setPath(body, field, real.length ? real[(plan.keep[i] ?? 0) % real.length] : 'Fuzz');
      }
      const fields = learned.length ? learned : names;
      for (const { slot, value } of plan.spoil) {
        const field = fields[slot % fields.length]!;
        setPath(body, field, resolveValue(field, value, known, names));
      }
      return json(body);
    }
  }
}

function pathFor(url: string, known: TKnown) {
  const strings = (name: string) => (known[name] ?? []).filter((v) => typeof v === 'string');
  const parts = url.split('/').map((segment) => {
    if (segment === '*') {
      return fc.oneof(
        fc.constantFrom(`uploads/${strings('userId')[0]}/${strings('uploadedFileName')[0]}`),
        shortString.map((s) => s.split('/').map(urlPart).join('/')),
      );
    }
    if (!segment.startsWith(':')) return fc.constant(segment);
    const real = strings(segment.slice(1));
    return fc
      .oneof(
        { weight: real.length ? 3 : 1, arbitrary: fc.constantFrom('', ...real) },
        { weight: 4, arbitrary: shortString },
      )
      .map(urlPart);
  });
  return fc.tuple(...parts).map((p) => p.join('/'));
}

function queryFor(known: TKnown, names: string[]) {
  const keys = [
    'q',
    'format',
    'expires',
    'signature',
    'type',
    'name',
    '__proto__',
    'a[b]',
    ...names,
  ];
  const values = Object.values(known)
    .flat()
    .filter((v): v is string => typeof v === 'string');
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(shortString, fc.constantFrom(...values))), {
      maxLength: 3,
    })
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([k, v]) => `${urlPart(k)}=${urlPart(v)}`).join('&')}` : '',
    );
}

/** Every route the app registered, but GraphQL's (fuzzed by operation) and HEAD/OPTIONS. */
export function fuzzableRoutes(routes: readonly TRouteEntry[]): TRouteEntry[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key) || r.method === 'HEAD' || r.method === 'OPTIONS') return false;
    seen.add(key);
    return r.url !== '/graphql';
  });
}

/** Requests for one route; bodies are finished when sent (see RouteLearning). */
export function requestsFor(route: TRouteEntry, known: TKnown, names: string[]) {
  const withBody = !['GET', 'DELETE'].includes(route.method);
  return fc
    .tuple(
      pathFor(route.url, known),
      queryFor(known, names),
      withBody ? bodyPlan : fc.constant<TBodyPlan>({ kind: 'none' }),
    )
    .map(([path, query, plan]) => ({
      build(learned: string[]): TRestRequest {
        const body = buildBody(plan, learned, known, names);
        return {
          method: route.method,
          path: path + query,
          headers: body.type ? { 'content-type': body.type } : {},
          body: body.text,
        };
      },
    }));
}

/** Sends one request as it was generated, and reads the answer whatever its type. */
export async function send(baseUrl: string, request: TRestRequest, token?: string) {
  const res = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: request.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}
