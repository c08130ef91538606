import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSignedIn } from '../../test-support/session-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signedIn = (token: string) => isSignedIn(t.api, token);

describe('sessions', () => {
  it('sign-out ends the server session', async () => {
    const { token, user } = await signUpCustomer(t.api);
    expect(await signedIn(token)).toBe(true);
    expect((await t.api.post('/auth/sign-out', undefined, token)).status).toBe(204);
    expect(await signedIn(token)).toBe(false);
    const prefs = await t.api.get(`/profile/preferences/${user.flakeId}`, token);
    expect(prefs.status).toBe(401);
  });

  it('sign-out without a session is refused', async () => {
    expect((await t.api.post('/auth/sign-out')).status).toBe(401);
  });

  it('expires after an hour idle but not while in use', async () => {
    const { token } = await signUpCustomer(t.api);
    t.clock.advance(50 * 60_000);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(50 * 60_000);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(61 * 60_000);
    expect(await signedIn(token)).toBe(false);
  });

  it('expires 12 hours after sign-in however active', async () => {
    const { token } = await signUpCustomer(t.api);
    for (let i = 0; i < 11; i++) {
      t.clock.advance(55 * 60_000);
      expect(await signedIn(token)).toBe(true);
    }
    t.clock.advance(60 * 60_000);
    expect(await signedIn(token)).toBe(false);
  });

  it('signing out one session leaves the others', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const other = (
      await t.api.post('/auth/sign-in', { email: input.email, password: input.password })
    ).body.token;
    await t.api.post('/auth/sign-out', undefined, token);
    expect(await signedIn(other)).toBe(true);
  });
});
