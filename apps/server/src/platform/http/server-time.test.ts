import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ clockStart: new Date('2026-11-27T01:00:00.000Z') });
});
afterAll(() => t.close());

describe('GET /api/server-time', () => {
  it("answers anyone with the server's clock, never cached, and follows it when it moves", async () => {
    const first = await t.api.get('/api/server-time');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ now: '2026-11-27T01:00:00.000Z' });
    expect(first.headers.get('cache-control')).toBe('no-store');

    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await t.api.get('/api/server-time')).body).toEqual({
      now: '2026-11-30T01:00:00.000Z',
    });
  });
});
