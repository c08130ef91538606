import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const CREATE_PARTNER = `mutation CreatePartner($userId: String!, $email: String!) {
  createPartner(userId: $userId, email: $email)
}`;

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('createPartner', () => {
  it('gives a customer a partner key, and the same key every time after', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const first = await t.api.graphql<{ createPartner: string }>(
      CREATE_PARTNER,
      { userId: user.flakeId, email: user.email },
      token,
    );
    expect(first.body.errors).toBeUndefined();
    const key = first.body.data?.createPartner ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const again = await t.api.graphql<{ createPartner: string }>(
      CREATE_PARTNER,
      { userId: user.flakeId, email: user.email.toUpperCase() },
      token,
    );
    expect(again.body.data?.createPartner).toBe(key);
  });

  it('gives each customer a different key', async () => {
    const a = await signUpCustomer(t.api);
    const b = await signUpCustomer(t.api);
    const keyOf = async (c: typeof a) =>
      (
        await t.api.graphql<{ createPartner: string }>(
          CREATE_PARTNER,
          { userId: c.user.flakeId, email: c.user.email },
          c.token,
        )
      ).body.data?.createPartner;
    expect(await keyOf(a)).not.toBe(await keyOf(b));
  });

  it("refuses another user's id", async () => {
    const me = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const res = await t.api.graphql(
      CREATE_PARTNER,
      { userId: other.user.flakeId, email: other.user.email },
      me.token,
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.body.data).toBeNull();
  });

  it('names a bad e-mail, and refuses one that is not the account’s', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const bad = await t.api.graphql(CREATE_PARTNER, { userId: user.flakeId, email: 'nope' }, token);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe('email: Not a valid email address');

    const notMine = await t.api.graphql(
      CREATE_PARTNER,
      { userId: user.flakeId, email: 'someone.else@example.com' },
      token,
    );
    expect(notMine.body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(notMine.body.errors?.[0]?.message).toBe(
      'Use the email address of your account for referrals.',
    );
  });

  it('needs a signed-in customer', async () => {
    const res = await t.api.graphql(CREATE_PARTNER, { userId: 'u-1', email: 'a@example.com' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
