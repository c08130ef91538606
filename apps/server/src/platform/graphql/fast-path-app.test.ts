import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';

// The whole app (auth, security headers, compression, CORS) around both paths: the first
// sight of a text is Yoga's answer, the repeat the fast path's; a client sees no difference.
describe('hot GraphQL reads through the whole app', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } });
  });
  afterAll(() => t.close());

  async function twice(query: string, token?: string, variables?: Record<string, unknown>) {
    const call = async () => {
      const res = await t.api.post('/graphql', { query, variables }, token);
      const headers = Object.fromEntries(res.headers);
      delete headers.date;
      return { status: res.status, headers, body: res.body };
    };
    const first = await call();
    return { first, second: await call() };
  }

  it('answers the signed-in customer the same both times', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const { first, second } = await twice(GET_USER, token);
    expect(first.body.data.getUser.email).toBe(input.email);
    expect(second).toEqual(first);
  });

  it('refuses a stranger the same both times', async () => {
    const query = 'query GetUserSubscriptions { getUserSubscriptions { now } }';
    const { first, second } = await twice(query);
    expect(first.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(second).toEqual(first);
  });

  it('keeps one customer out of another one’s answer', async () => {
    const a = await signUpCustomer(t.api);
    const b = await signUpCustomer(t.api);
    const first = await t.api.post('/graphql', { query: GET_USER }, a.token);
    const second = await t.api.post('/graphql', { query: GET_USER }, b.token);
    expect(first.body.data.getUser.email).toBe(a.input.email);
    expect(second.body.data.getUser.email).toBe(b.input.email);
  });
});
