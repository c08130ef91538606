import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('profile preferences', () => {
  it('writes and reads back the user own preferences', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const empty = await t.api.get(`/profile/preferences/${user.flakeId}`, token);
    expect(empty.body).toEqual({ preferences: [] });

    const write = await t.api.post(
      '/profile/preferences',
      { userId: user.flakeId, settingName: 'DASHBOARD_LAYOUT', properties: { panels: [] } },
      token,
    );
    expect(write.status).toBe(200);
    await t.api.post(
      '/profile/preferences',
      { userId: user.flakeId, settingName: 'DASHBOARD_LAYOUT', properties: { panels: ['a'] } },
      token,
    );
    const read = await t.api.get(`/profile/preferences/${user.flakeId}`, token);
    expect(read.body.preferences).toHaveLength(1);
    expect(read.body.preferences[0]).toMatchObject({
      settingName: 'DASHBOARD_LAYOUT',
      properties: { panels: ['a'] },
    });
  });

  it("refuses to read or write another user's preferences by id", async () => {
    const owner = await signUpCustomer(t.api);
    const intruder = await signUpCustomer(t.api);
    await t.api.post(
      '/profile/preferences',
      { userId: owner.user.flakeId, settingName: 'theme', properties: { dark: true } },
      owner.token,
    );
    const read = await t.api.get(`/profile/preferences/${owner.user.flakeId}`, intruder.token);
    expect(read.status).toBe(403);
    const write = await t.api.post(
      '/profile/preferences',
      { userId: owner.user.flakeId, settingName: 'theme', properties: { dark: false } },
      intruder.token,
    );
    expect(write.status).toBe(403);
    const still = await t.api.get(`/profile/preferences/${owner.user.flakeId}`, owner.token);
    expect(still.body.preferences[0].properties).toEqual({ dark: true });
  });

  it('needs a session', async () => {
    const { user } = await signUpCustomer(t.api);
    expect((await t.api.get(`/profile/preferences/${user.flakeId}`)).status).toBe(401);
    // Who is asking is checked before the input, so a stranger learns nothing from errors.
    expect((await t.api.post('/profile/preferences', { nonsense: true })).status).toBe(401);
  });

  it('names a bad setting name or properties', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const badName = await t.api.post(
      '/profile/preferences',
      { userId: user.flakeId, settingName: '', properties: {} },
      token,
    );
    expect(badName.status).toBe(400);
    expect(badName.body.error.fields.settingName).toMatch(/settingName/);
    const badProps = await t.api.post(
      '/profile/preferences',
      { userId: user.flakeId, settingName: 'x', properties: [1] },
      token,
    );
    expect(badProps.status).toBe(400);
    expect(badProps.body.error.fields.properties).toBe('properties must be an object');
  });
});
