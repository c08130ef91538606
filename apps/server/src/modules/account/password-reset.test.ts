import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../platform/mail/mailer.js';
import {
  startSmtpReceiver,
  type TReceivedMail,
  type TSmtpReceiver,
} from '../../test-support/smtp-receiver.js';
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

async function resetLinkFor(email: string): Promise<string> {
  const [mail] = (await listOutbox(t.deps.database.db)).filter((m) => m.to === email);
  expect(mail, `a reset mail to ${email}`).toBeDefined();
  const link = /http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('password reset through the outbox', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const { token: oldSession, input } = await signUpCustomer(t.api);
    const res = await t.api.post('/auth/password-reset/request', { email: input.email });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(MESSAGES.passwordResetSent);
    const token = await resetLinkFor(input.email);

    const done = await t.api.post('/auth/password-reset/confirm', {
      token,
      password: 'new-harbour-view-7',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGES.passwordResetDone);

    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(401);
    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: 'new-harbour-view-7' }))
        .status,
    ).toBe(200);
    expect((await t.api.graphql(GET_USER, {}, oldSession)).body.data.getUser).toBeNull();

    const again = await t.api.post('/auth/password-reset/confirm', {
      token,
      password: 'another-one-9876',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(MESSAGES.passwordResetInvalid);
  });

  it('ends every other outstanding link of the account once one is used', async () => {
    const { input } = await signUpCustomer(t.api);
    await t.api.post('/auth/password-reset/request', { email: input.email });
    const older = await resetLinkFor(input.email);
    await t.api.post('/auth/password-reset/request', { email: input.email });
    const newer = await resetLinkFor(input.email);
    expect(newer).not.toBe(older);

    const done = await t.api.post('/auth/password-reset/confirm', {
      token: newer,
      password: 'chosen-by-the-owner-1',
    });
    expect(done.status).toBe(200);
    // The older link, say one an attacker asked for and found, changes nothing now.
    const stale = await t.api.post('/auth/password-reset/confirm', {
      token: older,
      password: 'chosen-by-someone-else',
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(MESSAGES.passwordResetInvalid);
    expect(
      (
        await t.api.post('/auth/sign-in', {
          email: input.email,
          password: 'chosen-by-the-owner-1',
        })
      ).status,
    ).toBe(200);
  });

  it('opens a sign-up never confirmed: the link reached the mailbox', async () => {
    const email = 'signed-up-then-reset@example.com';
    await t.api.post('/auth/sign-up', {
      email,
      password: 'someone-chose-this-1',
      firstName: 'Pat',
      lastName: 'Lee',
    });
    await t.api.post('/auth/password-reset/request', { email });
    const token = await resetLinkFor(email);
    expect(
      (await t.api.post('/auth/password-reset/confirm', { token, password: 'owner-chose-this-2' }))
        .status,
    ).toBe(200);
    expect(
      (await t.api.post('/auth/sign-in', { email, password: 'someone-chose-this-1' })).status,
    ).toBe(401);
    const signedIn = await t.api.post('/auth/sign-in', { email, password: 'owner-chose-this-2' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.emailVerified).toBe(true);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { input } = await signUpCustomer(t.api);
    await t.api.post('/auth/password-reset/request', { email: input.email });
    const token = await resetLinkFor(input.email);
    t.clock.advance(61 * 60_000);
    const res = await t.api.post('/auth/password-reset/confirm', {
      token,
      password: 'too-late-password',
    });
    expect(res.status).toBe(410);
    expect(res.body.error.message).toBe(MESSAGES.passwordResetExpired);
    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(200);
  });

  it('answers an unknown email exactly as a known one and sends nothing', async () => {
    const before = (await listOutbox(t.deps.database.db)).length;
    const res = await t.api.post('/auth/password-reset/request', {
      email: 'nobody-here@example.com',
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(MESSAGES.passwordResetSent);
    expect((await listOutbox(t.deps.database.db)).length).toBe(before);
  });

  it('refuses a common new password', async () => {
    const res = await t.api.post('/auth/password-reset/confirm', {
      token: 'whatever',
      password: 'password123',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe(MESSAGES.passwordTooCommon);
  });
});

describe('password reset over real SMTP', () => {
  let receiver: TSmtpReceiver;
  let smtp: TTestApp;
  let received: TReceivedMail[] = [];

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    received = receiver.received;
    smtp = await startTestApp({ env: { SMTP_URL: receiver.url } });
  });
  afterAll(async () => {
    await smtp.close();
    receiver.close();
  });

  // Undo quoted-printable: soft line breaks and the encoded '='.
  const tokenIn = (raw: string, path: string) =>
    new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(
      raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[1];

  it('delivers the confirmation and reset mail on the wire', async () => {
    const input = {
      email: 'on.the.wire@example.com',
      password: 'correct horse battery',
      firstName: 'Wire',
      lastName: 'Tester',
    };
    expect((await smtp.api.post('/auth/sign-up', input)).status).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe(input.email);
    expect(received[0]!.raw).toContain('Subject: Finish creating your Clausewell account');
    const confirmation = tokenIn(received[0]!.raw, 'verify-email');
    const confirmed = await smtp.api.post('/auth/verify-email', {
      token: confirmation,
      password: input.password,
    });
    expect(confirmed.status).toBe(200);

    const res = await smtp.api.post('/auth/password-reset/request', { email: input.email });
    expect(res.status).toBe(202);
    expect(received).toHaveLength(2);
    expect(received[1]!.to).toBe(input.email);
    expect(received[1]!.raw).toContain('Subject: Reset your Clausewell password');
    const token = tokenIn(received[1]!.raw, 'reset-password');
    expect(token).toBeDefined();
    const done = await smtp.api.post('/auth/password-reset/confirm', {
      token,
      password: 'smtp-worked-fine',
    });
    expect(done.status).toBe(200);
  });
});
