import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health and headers', () => {
  it('reports the process up and the database reachable', async () => {
    expect((await t.api.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.api.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('sends security headers', async () => {
    const res = await t.api.get('/healthz');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.api.get('/auth/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  // Mail is read by admins through GET /api/admin/outbox (platform/mail/outbox.test.ts).
  it('has no public outbox page', async () => {
    const res = await t.api.get('/dev/outbox');
    expect(res.status).toBe(404);
  });
});
