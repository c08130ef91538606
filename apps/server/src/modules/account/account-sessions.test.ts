import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSignedIn, signInWith } from '../../test-support/session-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signedIn = (token: string) => isSignedIn(t.api, token);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

async function signInOn(email: string, password: string, userAgent: string) {
  return (await signInWith(t.api, email, password, userAgent)).body.token as string;
}

describe('the sessions list', () => {
  it('lists the live sessions, marks this one, and names each device', async () => {
    const { token, input } = await signUpCustomer(t.api);
    await signInOn(input.email, input.password, IPHONE);
    const gone = await signInOn(input.email, input.password, IPHONE);
    await t.api.post('/auth/sign-out', undefined, gone);

    const res = await t.api.get('/profile/sessions', token);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(res.body.sessions.map((s: { device: string }) => s.device)).toContain('Safari on iOS');
    expect(res.body.sessions[0]).toHaveProperty('signedInAt');
  });

  it('signs one session out, and refuses the session id of another account', async () => {
    const owner = await signUpCustomer(t.api);
    const phone = await signInOn(owner.input.email, owner.input.password, IPHONE);
    const other = await signUpCustomer(t.api);
    const list = (await t.api.get('/profile/sessions', owner.token)).body.sessions;
    const phoneSession = list.find((s: { current: boolean }) => !s.current).id;

    const intruder = await t.api.delete(`/profile/sessions/${phoneSession}`, other.token);
    expect(intruder.status).toBe(404);
    expect(intruder.body.error.message).toBe(ACCOUNT_SETTINGS_MESSAGES.sessionNotFound);
    expect(await signedIn(phone)).toBe(true);

    const ended = await t.api.delete(`/profile/sessions/${phoneSession}`, owner.token);
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(ACCOUNT_SETTINGS_MESSAGES.sessionEnded);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(owner.token)).toBe(true);

    const bad = await t.api.delete('/profile/sessions/not-a-uuid', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ sessionId: 'sessionId must be a session id' });
  });

  it('signs out everywhere, this device too, once the password is given', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const phone = await signInOn(input.email, input.password, IPHONE);
    const wrong = await t.api.post(
      '/profile/sessions/sign-out-everywhere',
      { password: 'nope' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      password: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
    });
    expect(await signedIn(phone)).toBe(true);

    const res = await t.api.post(
      '/profile/sessions/sign-out-everywhere',
      { password: input.password },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: ACCOUNT_SETTINGS_MESSAGES.signedOutEverywhere,
      sessionsEnded: 2,
    });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(token)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.api.get('/profile/sessions')).status).toBe(401);
  });
});
