import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { gqlAs, startNda } from '../../test-support/documents-kit.js';
import { lastLinkToken } from '../../test-support/mailbox.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { insertUser } from '../account/service/create-user.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MY_DOCS = 'query($f: DocumentFilterKey) { getMyDocuments(filter: $f) { id myRole } }';
const OPEN = 'query($d: String!) { getMyDocument(documentId: $d) { id myRole } }';

/** An account in use whose address was never confirmed (one made before confirmation existed). */
async function unconfirmedAccount(email: string) {
  const password = 'unconfirmed-but-mine';
  await insertUser(t.deps.database.db, {
    email,
    passwordHash: await hashPassword(password, t.deps.scryptCost),
    firstName: 'Una',
    lastName: 'Confirmed',
    tenant: 'AU',
    emailVerifiedAt: null,
    signUpPending: false,
    now: t.clock.now(),
  });
  const res = await t.api.post('/auth/sign-in', { email, password });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function shareWith(email: string) {
  const owner = await signUpCustomer(t.api);
  const id = await startNda(t, owner.token);
  const res = await t.api.post(
    '/v2/shareDocument',
    { documentId: id, email, role: 'EDITOR' },
    owner.token,
  );
  expect(res.status).toBe(201);
  return id;
}

describe('documents shared to an address', () => {
  it('are claimed only once the account has confirmed that address', async () => {
    const email = 'claims.later@example.com';
    const id = await shareWith(email);
    const token = await unconfirmedAccount(email);

    const me = await gqlAs(t, token, '{ getUser { emailVerified } }');
    expect(me.data.getUser.emailVerified).toBe(false);
    expect((await gqlAs(t, token, MY_DOCS, { f: 'shared' })).data.getMyDocuments).toEqual([]);
    expect((await gqlAs(t, token, MY_DOCS)).data.getMyDocuments).toEqual([]);
    const opened = await gqlAs(t, token, OPEN, { d: id });
    expect(opened.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The customer asks for a link from My documents and follows it.
    const resend = await t.api.post('/auth/verify-email/resend', {}, token);
    expect(resend.status).toBe(202);
    const link = lastLinkToken(t.sentMail, email, '/verify-email')!;
    const confirmed = await t.api.post('/auth/verify-email', { token: link });
    expect(confirmed.status).toBe(200);

    // The same session now sees the document: no stale "unconfirmed" is remembered.
    expect((await gqlAs(t, token, MY_DOCS, { f: 'shared' })).data.getMyDocuments).toEqual([
      { id, myRole: 'EDITOR' },
    ]);
    expect((await gqlAs(t, token, OPEN, { d: id })).data.getMyDocument.myRole).toBe('EDITOR');
  });

  it('never reach someone who signed up with the address but cannot open its mail', async () => {
    const email = 'not.yours@example.com';
    await shareWith(email);
    const res = await t.api.post('/auth/sign-up', {
      email,
      password: 'i-do-not-own-this-1',
      firstName: 'Mal',
      lastName: 'Lory',
    });
    expect(res.status).toBe(202);
    // No session came with the sign-up, and the password alone opens nothing.
    expect(res.body.token).toBeUndefined();
    const signIn = await t.api.post('/auth/sign-in', { email, password: 'i-do-not-own-this-1' });
    expect(signIn.status).toBe(401);
  });

  it('tell an unconfirmed recipient how to make the document appear', async () => {
    const email = 'told.how@example.com';
    await unconfirmedAccount(email);
    await shareWith(email);
    const mail = t.sentMail.filter((m) => m.to === email).at(-1);
    expect(mail?.text).toContain('It appears in My documents once you confirm');
    expect(mail?.text).not.toContain('/sign-up');
  });
});
