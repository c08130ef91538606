import { ACCOUNT_SETTINGS_MESSAGES, MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_RULES } from '../../platform/deps.js';
import { signInNewAdmin } from '../../test-support/admin.js';
import { isSignedIn, signInWith } from '../../test-support/session-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signedIn = (token: string) => isSignedIn(t.api, token);

const signIn = (email: string, password: string) => signInWith(t.api, email, password);

describe('changing the password', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const phone = (await signIn(input.email, input.password)).body.token;
    const laptop = (await signIn(input.email, input.password)).body.token;

    const res = await t.api.post(
      '/profile/password',
      { currentPassword: input.password, newPassword: 'a brand new passphrase' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged,
      sessionsEnded: 2,
    });
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await signIn(input.email, input.password)).status).toBe(401);
    expect((await signIn(input.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('refuses a wrong current password under its field, changing nothing', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const other = (await signIn(input.email, input.password)).body.token;
    const res = await t.api.post(
      '/profile/password',
      { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'BAD_INPUT',
      message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
      fields: { currentPassword: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong },
    });
    expect(await signedIn(other)).toBe(true);
    expect((await signIn(input.email, input.password)).status).toBe(200);
  });

  it('names a weak or unchanged new password', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const weak = await t.api.post(
      '/profile/password',
      { currentPassword: input.password, newPassword: 'password' },
      token,
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({ newPassword: MESSAGES.passwordTooCommon });
    const same = await t.api.post(
      '/profile/password',
      { currentPassword: input.password, newPassword: input.password },
      token,
    );
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({
      newPassword: ACCOUNT_SETTINGS_MESSAGES.passwordUnchanged,
    });
    const missing = await t.api.post('/profile/password', {}, token);
    expect(missing.body.error.fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
  });

  it('kills reset links already mailed', async () => {
    const { token, input } = await signUpCustomer(t.api);
    await t.api.post('/auth/password-reset/request', { email: input.email });
    const mail = t.sentMail.findLast((m) => m.to === input.email)!;
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    await t.api.post(
      '/profile/password',
      { currentPassword: input.password, newPassword: 'a brand new passphrase' },
      token,
    );
    const reset = await t.api.post('/auth/password-reset/confirm', {
      token: resetToken,
      password: 'somebody elses pick',
    });
    expect(reset.status).toBe(400);
  });

  it('is refused to an administrator acting as the customer', async () => {
    const { user } = await signUpCustomer(t.api);
    const admin = await signInNewAdmin(t);
    await t.api.post('/api/admin/impersonation', { userId: user.flakeId }, admin);
    const res = await t.api.post(
      '/profile/password',
      { currentPassword: 'whatever', newPassword: 'a brand new passphrase' },
      admin,
    );
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(ACCOUNT_SETTINGS_MESSAGES.impersonationNotAllowed);
  });
});

describe('changing the password, throttled like sign-in', () => {
  let slow: TTestApp;
  beforeAll(async () => {
    slow = await startTestApp({
      rateRules: { ...DEFAULT_RATE_RULES, signUpPerIp: { limit: 100, windowSeconds: 60 } },
    });
  });
  afterAll(() => slow.close());

  it('holds back guesses at the current password after five', async () => {
    const { token, input } = await signUpCustomer(slow.api);
    const guess = (currentPassword: string) =>
      slow.api.post(
        '/profile/password',
        { currentPassword, newPassword: 'a brand new passphrase' },
        token,
      );
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}`)).status).toBe(400);
    const held = await guess(input.password);
    expect(held.status).toBe(429);
    expect(held.body.error.message).toBe(MESSAGES.tooManyRequests(10));
    slow.clock.advance(10_000);
    expect((await guess(input.password)).status).toBe(200);
  });
});
