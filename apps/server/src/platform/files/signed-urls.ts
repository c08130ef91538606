import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed file URLs: the path, the method, the expiry and any bound parameters are covered by
// an HMAC-SHA256, so a link grants exactly one thing until it expires and cannot be edited.

export type TSignedMethod = 'GET' | 'PUT';

/** Why a signed URL was refused: its signature does not match, or its time is up. */
export type TSignatureProblem = 'invalid' | 'expired';

const EXPIRES = 'expires';
const SIGNATURE = 'signature';

/** A key only for file URLs, so the session secret is never used raw for two purposes. */
export function fileUrlKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('clausewell:file-urls:v1').digest();
}

function canonical(
  method: TSignedMethod,
  pathname: string,
  expiresAt: number,
  params: Record<string, string>,
) {
  const bound = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k]!)}`)
    .join('&');
  return `${method}\n${pathname}\n${expiresAt}\n${bound}`;
}

function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** pathname + query carrying the bound params, the expiry (ms since epoch) and the signature. */
export function signPath(opts: {
  key: Buffer;
  method: TSignedMethod;
  pathname: string;
  expiresAt: number;
  params?: Record<string, string>;
}): string {
  const params = opts.params ?? {};
  const signature = sign(opts.key, canonical(opts.method, opts.pathname, opts.expiresAt, params));
  const query = new URLSearchParams({
    ...params,
    [EXPIRES]: String(opts.expiresAt),
    [SIGNATURE]: signature,
  });
  return `${opts.pathname}?${query.toString()}`;
}

/**
 * Checks a request against its signature, then its expiry; answers the bound params.
 * The comparison takes the same time however many characters match.
 */
export function verifyPath(opts: {
  key: Buffer;
  method: TSignedMethod;
  pathname: string;
  query: Record<string, unknown>;
  now: number;
}): { ok: true; params: Record<string, string> } | { ok: false; problem: TSignatureProblem } {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(opts.query)) {
    if (typeof v !== 'string') return { ok: false, problem: 'invalid' };
    if (k !== EXPIRES && k !== SIGNATURE) params[k] = v;
  }
  const expiresRaw = opts.query[EXPIRES];
  const given = opts.query[SIGNATURE];
  if (typeof expiresRaw !== 'string' || !/^\d{1,16}$/.test(expiresRaw)) {
    return { ok: false, problem: 'invalid' };
  }
  if (typeof given !== 'string') return { ok: false, problem: 'invalid' };
  const expiresAt = Number(expiresRaw);
  const expected = Buffer.from(
    sign(opts.key, canonical(opts.method, opts.pathname, expiresAt, params)),
  );
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, problem: 'invalid' };
  }
  // Only a genuine link is told it has expired; a forged one learns nothing.
  if (opts.now > expiresAt) return { ok: false, problem: 'expired' };
  return { ok: true, params };
}
