import { MESSAGES } from '@app/domain';
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

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'harbour-bridge-42',
  firstName: 'Mia',
  lastName: 'Chen',
  ...overrides,
});
const mailsTo = (email: string) => t.sentMail.filter((m) => m.to === email);
const linkFor = (email: string) => lastLinkToken(t.sentMail, email, '/verify-email');
const signIn = (email: string, password: string) =>
  t.api.post('/auth/sign-in', { email, password });

describe('sign up', () => {
  it('mails a link that creates the account, signs the person in and works once', async () => {
    const res = await t.api.post('/auth/sign-up', {
      ...person('  Mia.Chen@Example.com '),
      phone: '0412 345 678',
      postcode: '2000',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message:
        'Check your inbox: we sent a link to mia.chen@example.com to finish creating your account.',
      email: 'mia.chen@example.com',
    });
    expect(res.body.token).toBeUndefined();
    const [mail] = mailsTo('mia.chen@example.com');
    expect(mail?.subject).toBe('Finish creating your Clausewell account');
    expect(mail?.text).toMatch(/http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/);

    // Until the link is followed nobody can use the account, with the right password or not.
    const early = await signIn('mia.chen@example.com', 'harbour-bridge-42');
    expect(early.status).toBe(401);
    expect(early.body.error.message).toBe(MESSAGES.signInFailed);

    const token = linkFor('mia.chen@example.com')!;
    // Only the person who chose the password can finish: without it the link asks for it,
    // with a wrong one it refuses, and either way it still works afterwards.
    const bare = await t.api.post('/auth/verify-email', { token });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toEqual({ password: MESSAGES.signUpPasswordNeeded });
    const wrong = await t.api.post('/auth/verify-email', { token, password: 'not-my-choice-1' });
    expect(wrong.body.error.fields).toEqual({ password: MESSAGES.signUpPasswordWrong });
    const verified = await t.api.post('/auth/verify-email', {
      token,
      password: 'harbour-bridge-42',
    });
    expect(verified.status).toBe(200);
    expect(verified.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.body.user).toMatchObject({
      email: 'mia.chen@example.com',
      emailVerified: true,
      tenant: 'AU',
    });
    const me = await t.api.graphql(
      'query { getUser { email name phone postcode tenant emailVerified } }',
      {},
      verified.body.token,
    );
    expect(me.body.data.getUser).toEqual({
      email: 'mia.chen@example.com',
      name: 'Mia Chen',
      phone: '0412 345 678',
      postcode: '2000',
      tenant: 'AU',
      emailVerified: true,
    });
    expect((await signIn('mia.chen@example.com', 'harbour-bridge-42')).status).toBe(200);

    const again = await t.api.post('/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'BAD_INPUT',
      message: MESSAGES.emailVerificationInvalid,
      fields: { token: MESSAGES.emailVerificationInvalid },
    });
  });

  it('answers a registered address exactly as a new one, changes nothing and tells its owner', async () => {
    const owner = await signUpCustomer(t.api, { firstName: 'Olivia' });
    const sentBefore = t.sentMail.length;
    const taken = await t.api.post(
      '/auth/sign-up',
      person(owner.input.email.toUpperCase(), { password: 'attacker-chosen-99' }),
    );
    const fresh = await t.api.post('/auth/sign-up', person(`new.${owner.input.email}`));

    expect(taken.status).toBe(202);
    expect(fresh.status).toBe(202);
    const shape = (body: { message: string; email: string }) => ({
      ...body,
      message: body.message.replace(body.email, '<email>'),
      email: '<email>',
    });
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body.message).toBe(MESSAGES.signUpCheckInbox(owner.input.email));

    // The owner is told; no link that could open the account went anywhere.
    const toOwner = t.sentMail.slice(sentBefore).filter((m) => m.to === owner.input.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(
      'Someone tried to create a Clausewell account with your email',
    );
    expect(toOwner[0]!.text).toContain('http://app.test/forgot-password');
    expect(toOwner[0]!.text).not.toContain('verify-email');
    expect((await signIn(owner.input.email, 'attacker-chosen-99')).status).toBe(401);
    expect((await signIn(owner.input.email, owner.input.password)).status).toBe(200);
    const me = await t.api.graphql(GET_USER, {}, owner.token);
    expect(me.body.data.getUser.firstName).toBe('Olivia');
  });

  it('lets only the newest sign-up of an unconfirmed address open it, with its own password', async () => {
    const email = 'pending.twice@example.com';
    await t.api.post('/auth/sign-up', person(email, { password: 'first-choice-111' }));
    const first = linkFor(email)!;
    await t.api.post(
      '/auth/sign-up',
      person(email, { password: 'second-choice-222', firstName: 'Ruby' }),
    );
    const second = linkFor(email)!;
    expect(second).not.toBe(first);

    expect((await t.api.post('/auth/verify-email', { token: first })).status).toBe(400);
    const opened = await t.api.post('/auth/verify-email', {
      token: second,
      password: 'second-choice-222',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.user.firstName).toBe('Ruby');
    expect((await signIn(email, 'first-choice-111')).status).toBe(401);
    expect((await signIn(email, 'second-choice-222')).status).toBe(200);
  });

  it("never lets a stranger who signed up with someone else's address into it", async () => {
    // The stranger signs up with the victim's address and a password of their choosing.
    const victim = 'victim.pre.hijack@example.com';
    await t.api.post('/auth/sign-up', person(victim, { password: 'stranger-knows-this-1' }));
    // The victim follows the unexpected link: without the stranger's password, nothing opens.
    const token = linkFor(victim)!;
    const followed = await t.api.post('/auth/verify-email', { token });
    expect(followed.status).toBe(400);
    expect(followed.body.token).toBeUndefined();
    expect((await signIn(victim, 'stranger-knows-this-1')).status).toBe(401);
    // Signing up for real replaces the stranger's details; the stranger's link is dead.
    await t.api.post('/auth/sign-up', person(victim, { password: 'victims-own-choice-2' }));
    expect(
      (await t.api.post('/auth/verify-email', { token, password: 'stranger-knows-this-1' })).status,
    ).toBe(400);
    const own = linkFor(victim)!;
    const opened = await t.api.post('/auth/verify-email', {
      token: own,
      password: 'victims-own-choice-2',
    });
    expect(opened.status).toBe(200);
    expect((await signIn(victim, 'stranger-knows-this-1')).status).toBe(401);
  });

  it('refuses an expired link and keeps the account closed', async () => {
    const email = 'too.late@example.com';
    await t.api.post('/auth/sign-up', person(email));
    const token = linkFor(email)!;
    t.clock.advance(24 * 60 * 60_000 + 1000);
    const res = await t.api.post('/auth/verify-email', { token });
    expect(res.status).toBe(410);
    expect(res.body.error.message).toBe(MESSAGES.emailVerificationExpired);
    expect((await signIn(email, 'harbour-bridge-42')).status).toBe(401);
  });

  it('carries the page to come back to in the link', async () => {
    const email = 'with.next@example.com';
    await t.api.post('/auth/sign-up', person(email, { next: '/checkout/essentials-quarterly' }));
    expect(mailsTo(email).at(-1)?.text).toMatch(
      /verify-email\?token=[A-Za-z0-9_-]+&next=%2Fcheckout%2Fessentials-quarterly/,
    );
    const offsite = await t.api.post('/auth/sign-up', person(email, { next: '//evil.example' }));
    expect(offsite.status).toBe(400);
    expect(offsite.body.error.fields.next).toBe('next must be a path of this site');
  });

  it.each([
    [{ password: 'short' }, 'password', MESSAGES.passwordTooShort],
    [{ password: 'Password123' }, 'password', MESSAGES.passwordTooCommon],
    [{ email: 'not-an-email' }, 'email', 'Not a valid email address'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ tenant: 'NZ' }, 'tenant', 'Tenant must be AU or US'],
    [{ phone: 'call me' }, 'phone', 'Not a valid phone number'],
  ])('names the bad field %j and creates nothing', async (override, field, message) => {
    const email = `bad-${field}@example.com`;
    const sentBefore = t.sentMail.length;
    const res = await t.api.post('/auth/sign-up', {
      email,
      password: 'a-good-long-password',
      firstName: 'Bad',
      lastName: 'Input',
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_INPUT');
    expect(res.body.error.fields[field]).toBe(message);
    expect(res.body.error.message).toContain(field);
    expect(t.sentMail.length).toBe(sentBefore);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.api.call('POST', '/auth/sign-up', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(res.status).toBe(400);
  });
});

describe('a new confirmation link', () => {
  it('is sent for a sign-up not yet confirmed, and the answer is the same for any address', async () => {
    const email = 'lost.the.mail@example.com';
    await t.api.post('/auth/sign-up', person(email));
    const first = linkFor(email)!;

    const pending = await t.api.post('/auth/verify-email/resend', { email });
    const unknown = await t.api.post('/auth/verify-email/resend', {
      email: 'nobody.at.all@example.com',
    });
    expect(pending.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(pending.body.message).toBe(MESSAGES.emailVerificationResent(email));
    expect(unknown.body.message).toBe(
      MESSAGES.emailVerificationResent('nobody.at.all@example.com'),
    );
    expect(mailsTo('nobody.at.all@example.com')).toEqual([]);

    const second = linkFor(email)!;
    expect(second).not.toBe(first);
    expect((await t.api.post('/auth/verify-email', { token: first })).status).toBe(400);
    const opened = await t.api.post('/auth/verify-email', {
      token: second,
      password: 'harbour-bridge-42',
    });
    expect(opened.status).toBe(200);
  });

  it('tells a signed-in customer whose address is confirmed that nothing is needed', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await t.api.post('/auth/verify-email/resend', {}, token);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(MESSAGES.emailAlreadyVerified);
  });

  it('names a missing token', async () => {
    const res = await t.api.post('/auth/verify-email', {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields.token).toBe('Confirmation token is required');
  });
});
