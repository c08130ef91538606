import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkToken } from '../../test-support/mailbox.js';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LINK_PATH = '/settings/email/confirm';
let n = 0;
const freshAddress = () => `moved${++n}.${Date.now().toString(36)}@example.org`;

async function askToMove(token: string, password: string, newEmail: string) {
  return t.api.post('/profile/email-change', { newEmail, password }, token);
}

describe('changing the email address', () => {
  it('mails a link to the new address; following it moves the account and tells the old one', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const newEmail = freshAddress();
    const asked = await askToMove(token, input.password, newEmail.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(ACCOUNT_SETTINGS_MESSAGES.emailChangeSent(newEmail));
    // Nothing has moved yet.
    expect((await t.api.graphql(GET_USER, {}, token)).body.data.getUser.email).toBe(input.email);

    const link = lastLinkToken(t.sentMail, newEmail, LINK_PATH)!;
    expect(link).toBeTruthy();
    const done = await t.api.post('/profile/email-change/confirm', { token: link }, token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(ACCOUNT_SETTINGS_MESSAGES.emailChanged(newEmail));
    expect(done.body.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await t.api.graphql(GET_USER, {}, token)).body.data.getUser.email).toBe(newEmail);

    const notice = t.sentMail.findLast((m) => m.to === input.email)!;
    expect(notice.subject).toBe('The email address of your Clausewell account was changed');
    expect(notice.text).toContain(newEmail);
    expect(
      (await t.api.post('/auth/sign-in', { email: newEmail, password: input.password })).status,
    ).toBe(200);
    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(401);

    // The link works once.
    const again = await t.api.post('/profile/email-change/confirm', { token: link }, token);
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({
      token: ACCOUNT_SETTINGS_MESSAGES.emailChangeInvalid,
    });
  });

  it('needs the password, and names a bad, unchanged or taken address', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const taken = await signUpCustomer(t.api);
    const wrong = await askToMove(token, 'not my password', freshAddress());
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      password: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
    });
    const bad = await askToMove(token, input.password, 'not-an-address');
    expect(bad.body.error.fields).toEqual({ newEmail: 'New email is not a valid email address' });
    const same = await askToMove(token, input.password, input.email);
    expect(same.body.error.fields).toEqual({ newEmail: ACCOUNT_SETTINGS_MESSAGES.emailUnchanged });
    const clash = await askToMove(token, input.password, taken.input.email);
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields).toEqual({ newEmail: ACCOUNT_SETTINGS_MESSAGES.emailInUse });
  });

  it("refuses another account's link and leaves it usable by its owner", async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const newEmail = freshAddress();
    await askToMove(owner.token, owner.input.password, newEmail);
    const link = lastLinkToken(t.sentMail, newEmail, LINK_PATH)!;
    const refused = await t.api.post(
      '/profile/email-change/confirm',
      { token: link },
      stranger.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ACCOUNT_SETTINGS_MESSAGES.emailChangeOtherAccount);
    const ok = await t.api.post('/profile/email-change/confirm', { token: link }, owner.token);
    expect(ok.status).toBe(200);
  });

  it('an expired link, or one superseded by a newer request, moves nothing', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const first = freshAddress();
    const second = freshAddress();
    await askToMove(token, input.password, first);
    const firstLink = lastLinkToken(t.sentMail, first, LINK_PATH)!;
    await askToMove(token, input.password, second);
    const secondLink = lastLinkToken(t.sentMail, second, LINK_PATH)!;
    const stale = await t.api.post('/profile/email-change/confirm', { token: firstLink }, token);
    expect(stale.body.error.message).toBe(ACCOUNT_SETTINGS_MESSAGES.emailChangeInvalid);

    t.clock.advance(25 * 60 * 60_000);
    // A day later the first session has ended too: the owner signs in again.
    const later = await t.api.post('/auth/sign-in', {
      email: input.email,
      password: input.password,
    });
    const expired = await t.api.post(
      '/profile/email-change/confirm',
      { token: secondLink },
      later.body.token,
    );
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(ACCOUNT_SETTINGS_MESSAGES.emailChangeExpired);
  });

  it("the account's own confirmation link is not an email change", async () => {
    const { token, input } = await signUpCustomer(t.api);
    // The sign-up's own link, to the account's own address, already used.
    const verifyLink = lastLinkToken(t.sentMail, input.email, '/verify-email')!;
    const res = await t.api.post('/profile/email-change/confirm', { token: verifyLink }, token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_INPUT');
  });

  it('needs a session and names a missing token', async () => {
    const { token } = await signUpCustomer(t.api);
    expect((await t.api.post('/profile/email-change/confirm', { token: 'x' })).status).toBe(401);
    const missing = await t.api.post('/profile/email-change/confirm', {}, token);
    expect(missing.body.error.fields).toEqual({ token: 'Link token is required' });
  });
});
