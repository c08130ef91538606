import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@app/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../platform/mail/mailer.js';
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
  let receiver: SMTPServer;
  let smtp: TTestApp;
  const received: { to: string; raw: string }[] = [];

  beforeAll(async () => {
    receiver = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    const port = (receiver.server.address() as AddressInfo).port;
    smtp = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await smtp.close();
    receiver.close();
  });

  it('delivers the reset mail on the wire', async () => {
    const { input } = await signUpCustomer(smtp.api);
    const res = await smtp.api.post('/auth/password-reset/request', { email: input.email });
    expect(res.status).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe(input.email);
    expect(received[0]!.raw).toContain('Subject: Reset your Clausewell password');
    // Undo quoted-printable: soft line breaks and the encoded '='.
    const unfolded = received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    expect(token).toBeDefined();
    const done = await smtp.api.post('/auth/password-reset/confirm', {
      token,
      password: 'smtp-worked-fine',
    });
    expect(done.status).toBe(200);
  });
});
