import { describe, expect, it } from 'vitest';
import { fileUrlKey, signPath, verifyPath } from './signed-urls.js';

const key = fileUrlKey('s'.repeat(40));
const NOW = Date.parse('2026-11-21T00:00:00Z');

function parts(signed: string) {
  const url = new URL(signed, 'http://x');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

const signed = signPath({
  key,
  method: 'PUT',
  pathname: '/files/uploads/u1/lease-20261121T000000000.pdf',
  expiresAt: NOW + 60_000,
  params: { type: 'PDF' },
});

describe('signed file urls', () => {
  it('accepts the link as signed, until it expires', () => {
    const { pathname, query } = parts(signed);
    expect(verifyPath({ key, method: 'PUT', pathname, query, now: NOW })).toEqual({
      ok: true,
      params: { type: 'PDF' },
    });
    expect(verifyPath({ key, method: 'PUT', pathname, query, now: NOW + 60_001 })).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('refuses any change to the path, method, parameters, expiry or signature', () => {
    const { pathname, query } = parts(signed);
    const now = NOW;
    const refused = { ok: false, problem: 'invalid' };
    expect(verifyPath({ key, method: 'GET', pathname, query, now })).toEqual(refused);
    expect(
      verifyPath({ key, method: 'PUT', pathname: pathname.replace('u1', 'u2'), query, now }),
    ).toEqual(refused);
    expect(
      verifyPath({ key, method: 'PUT', pathname, query: { ...query, type: 'DOCX' }, now }),
    ).toEqual(refused);
    expect(
      verifyPath({
        key,
        method: 'PUT',
        pathname,
        query: { ...query, expires: String(NOW + 999_999) },
        now,
      }),
    ).toEqual(refused);
    const sig = query.signature!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(
      verifyPath({ key, method: 'PUT', pathname, query: { ...query, signature: flipped }, now }),
    ).toEqual(refused);
    expect(
      verifyPath({ key: fileUrlKey('t'.repeat(40)), method: 'PUT', pathname, query, now }),
    ).toEqual(refused);
  });
});
