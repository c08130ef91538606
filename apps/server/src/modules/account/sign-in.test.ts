import { MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './service/demo-accounts.js';
import { users } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign in', () => {
  it('signs in the seeded-style account and issues a new token each time', async () => {
    const { input } = await signUpCustomer(t.api);
    const a = await t.api.post('/auth/sign-in', { email: input.email, password: input.password });
    const b = await t.api.post('/auth/sign-in', { email: input.email, password: input.password });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.token).not.toBe(b.body.token);
    // 32 random bytes, base64url: well above 128 bits.
    expect(Buffer.from(a.body.token, 'base64url')).toHaveLength(32);
    const me = await t.api.graphql(GET_USER, {}, a.body.token);
    expect(me.body.data.getUser.email).toBe(input.email);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { input } = await signUpCustomer(t.api);
    const wrong = await t.api.post('/auth/sign-in', {
      email: input.email,
      password: 'not the password',
    });
    const unknown = await t.api.post('/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'whatever-it-is',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe(MESSAGES.signInFailed);
  });

  it('asks for the password when it is missing', async () => {
    const res = await t.api.post('/auth/sign-in', { email: 'a@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe('Password is required');
  });

  it('GetUser is null without a token and with an unknown one', async () => {
    expect((await t.api.graphql(GET_USER)).body.data.getUser).toBeNull();
    const bogus = 'x'.repeat(43);
    expect((await t.api.graphql(GET_USER, {}, bogus)).body.data.getUser).toBeNull();
  });

  it('the seeded demo accounts are confirmed, also in a database from before confirmation', async () => {
    await ensureDemoAccounts(t.deps);
    const customer = DEMO_ACCOUNTS[0]!;
    await t.deps.database.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.email, customer.email));
    await ensureDemoAccounts(t.deps);
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.api.post('/auth/sign-in', {
        email: account.email,
        password: account.password,
      });
      expect(res.status, account.email).toBe(200);
      expect(res.body.user.emailVerified, account.email).toBe(true);
    }
  });
});
