import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { analyticsEvents } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('analytics events', () => {
  it('stores a nav click with its user and sets a one-year track-user cookie', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const res = await t.api.post(
      '/analytics/events',
      { name: 'nav_click', properties: { item: 'documents', to: '/documents/my-documents' } },
      token,
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ captured: true });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^track_user=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );

    const rows = await t.deps.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.flakeId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'nav_click', properties: { item: 'documents' } });
  });

  it('keeps the visitor id of an existing cookie for a session start', async () => {
    const anon = '9b2f6d1e-3c4a-4e5f-8a7b-1c2d3e4f5a6b';
    const res = await t.api.call('POST', '/analytics/events', {
      body: { name: 'session_start', properties: { path: '/' } },
      headers: { cookie: `track_user=${anon}` },
    });
    expect(res.status).toBe(202);
    const rows = await t.deps.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.anonymousId, anon));
    expect(rows.map((r) => r.name)).toEqual(['session_start']);
  });

  it('names a bad event name', async () => {
    const res = await t.api.post('/analytics/events', { name: 'Not Valid!' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.name).toMatch(/lower-case event name/);
  });
});
