import { expect } from 'vitest';
import type { TTestApp } from '../test-app.js';
import { jsonText } from './hostile-values.js';

// What every answer to hostile input must be: never a 5xx, and a refusal that says which
// field to fix. Refusals about who is asking, what exists or how much is sent are exempt,
// and so are those about the state of what was named rather than the input's form: a plan
// or licence needed first (402), a document in the wrong state (409), a link that has
// expired (410). Their messages say what to do; there is no field to correct.

const EXEMPT_STATUSES = new Set([401, 402, 403, 404, 405, 409, 410, 413, 415, 429]);

const CODE_STATUS: Record<string, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
};

export type TAnswer = { status: number; body: any };

const words = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const camelWords = (s: string): string[] =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

// Words a field's name ends in that a message about it need not repeat ("payment method"
// names paymentMethodId; "the coupon SAVE10" names couponCodes).
const GENERIC_WORDS = new Set(['id', 'ids', 'code', 'codes', 'key', 'keys', 'value', 'values']);

// Fields a person never sees by name, and the words messages use for them instead: a
// token arrives as the link in a mail, and a handle is a plan (or a bundle's plans).
const SAID_AS: Record<string, string[]> = {
  token: ['link'],
  handles: ['plan', 'plans', 'bundle'],
  pricePointHandle: ['plan'],
  productHandle: ['plan'],
  targetProduct: ['plan'],
  url: ['address', 'endpoint'],
};

/**
 * Whether a message names one of the fields: the dotted key itself ("card.expYear: ..."),
 * or the key's last part in words ("Your card's expiry year is invalid." for expYear).
 */
export function namesAField(message: unknown, fields: string[]): boolean {
  if (typeof message !== 'string' || !message) return false;
  const said = words(message);
  return fields.some((key) => {
    if (message.includes(key)) return true;
    const last = key.split('.').pop() ?? key;
    if (SAID_AS[last]?.some((w) => said.includes(w))) return true;
    const all = camelWords(last);
    const parts = all.filter((p) => !GENERIC_WORDS.has(p));
    return (parts.length ? parts : all).every((p) =>
      said.some((w) => w === p || (p.length >= 3 && w.startsWith(p))),
    );
  });
}

/**
 * Refusals found by this fuzz that name no field, thrown deep in services other work is
 * changing: each is a state check reported as BAD_INPUT. Listed so the fuzz guards every
 * other answer meanwhile; remove a line when its refusal names its field (or becomes a 409).
 */
export const KNOWN_UNNAMED_REFUSALS = new Set<string>([
  // POST /v2/shareDocument with the owner's own address (fields: { email }).
  'You already own this document.',
]);

function refusalProblem(status: number, error: any): string | undefined {
  if (EXEMPT_STATUSES.has(status) || status < 400) return undefined;
  if (KNOWN_UNNAMED_REFUSALS.has(error?.message)) return undefined;
  const fields = error?.fields && typeof error.fields === 'object' ? Object.keys(error.fields) : [];
  if (!fields.length) return `a ${status} refusal names no field`;
  if (!namesAField(error.message, fields)) return `the message does not name ${fields.join(', ')}`;
  return undefined;
}

/** What is wrong with a REST answer, if anything. */
export function restAnswerProblem(res: TAnswer): string | undefined {
  if (res.status >= 500) return `answered ${res.status}`;
  if (res.status < 400) return undefined;
  if (!EXEMPT_STATUSES.has(res.status) && !res.body?.error) return 'a refusal without { error }';
  return refusalProblem(res.status, res.body?.error);
}

/** What is wrong with a GraphQL answer, if anything: each error is judged by its code. */
export function graphqlAnswerProblem(res: TAnswer): string | undefined {
  if (res.status >= 500) return `answered ${res.status}`;
  const errors: any[] = Array.isArray(res.body?.errors) ? res.body.errors : [];
  if (res.status >= 400 && !errors.length) return `answered ${res.status} without errors`;
  for (const error of errors) {
    const code = error?.extensions?.code;
    const status = CODE_STATUS[code];
    if (!status) return `an error with code ${code ?? '(none)'}: ${error?.message}`;
    const problem = refusalProblem(status, { ...error.extensions, message: error.message });
    if (problem) return problem;
  }
  return undefined;
}

/** Fails with the request and the answer, so a finding can be replayed by hand. */
export function expectSound(problem: string | undefined, request: unknown, res: TAnswer) {
  if (!problem) return;
  const shown = (v: unknown) => {
    const text = jsonText(v);
    return text.length > 1500 ? `${text.slice(0, 1500)}… (${text.length} chars)` : text;
  };
  throw new Error(
    `${problem}\nrequest: ${shown(request)}\nanswer: ${res.status} ${shown(res.body)}`,
  );
}

/** The server still answers after the fuzz: health, readiness and an ordinary query. */
export async function expectHealthy(t: TTestApp, token: string) {
  expect((await t.api.get('/healthz')).status).toBe(200);
  expect((await t.api.get('/readyz')).status).toBe(200);
  const me = await t.api.graphql('query { getUser { email } }', {}, token);
  expect(me.status).toBe(200);
  expect(me.body.data.getUser.email).toMatch(/@example\.com$/);
}
