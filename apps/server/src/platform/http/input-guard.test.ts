import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let me: Awaited<ReturnType<typeof signUpCustomer>>;
beforeAll(async () => {
  t = await startTestApp();
  me = await signUpCustomer(t.api);
});
afterAll(() => t.close());

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'harbour-bridge-42',
  firstName: 'Mia',
  lastName: 'Chen',
  ...overrides,
});

/** A raw request, for bodies JSON.stringify would never write. */
async function send(path: string, body: string, opts: { method?: string; type?: string } = {}) {
  const res = await fetch(t.url + path, {
    method: opts.method ?? 'POST',
    headers: { 'content-type': opts.type ?? 'application/json' },
    body,
  });
  return { status: res.status, body: await res.json() };
}

function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('BAD_INPUT');
  expect(Object.keys(res.body.error.fields)).toEqual([field]);
  expect(res.body.error.message).toContain(`${field}: `);
}

describe('strings the database cannot hold', () => {
  it('refuses a NUL in a sign-up field, naming it, and writes nothing', async () => {
    const email = 'nul.person@example.com';
    const res = await t.api.post('/auth/sign-up', person(email, { firstName: 'Mi\u0000a' }));
    expectRefused(res, 'firstName');
    expect(res.body.error.fields.firstName).toBe('must not contain NUL characters');
    // Nothing was kept: the same address signs up cleanly afterwards.
    await expect(signUpCustomer(t.api, { email })).resolves.toBeTruthy();
  });

  it('refuses a lone surrogate instead of storing a replacement character', async () => {
    const res = await t.api.post(
      '/auth/sign-up',
      person('surrogate.person@example.com', { lastName: 'Ch\uD800en' }),
    );
    expectRefused(res, 'lastName');
    expect(res.body.error.fields.lastName).toMatch(/unpaired surrogate/);
  });

  it('refuses them on the other unauthenticated routes too', async () => {
    expectRefused(
      await t.api.post('/auth/sign-in', { email: me.input.email, password: 'a\u0000' }),
      'password',
    );
    expectRefused(
      await t.api.post('/auth/password-reset/request', { email: 'a\uDC00@example.com' }),
      'email',
    );
    expectRefused(
      await t.api.post('/auth/password-reset/confirm', {
        token: 'x\u0000y',
        password: 'harbour-bridge-42',
      }),
      'token',
    );
  });

  it('refuses them in keys and nested values, naming the path', async () => {
    const res = await t.api.post(
      '/profile/preferences',
      { userId: me.user.flakeId, settingName: 'theme', properties: { list: ['ok', 'b\u0000d'] } },
      me.token,
    );
    expectRefused(res, 'properties.list.1');
    const key = await t.api.post(
      '/profile/preferences',
      { userId: me.user.flakeId, settingName: 'theme', properties: { 'k\u0000': 1 } },
      me.token,
    );
    expect(key.status).toBe(400);
    expect(key.body.error.fields).toEqual({
      'properties.k\uFFFD': 'must not contain NUL characters',
    });
  });

  it('refuses them in path parameters and query strings', async () => {
    expectRefused(await t.api.get('/profile/preferences/ab%00cd', me.token), 'userId');
    expectRefused(await t.api.get('/api/admin/users?q=x%00', me.token), 'q');
  });
});

describe('bodies and addresses that cannot be read', () => {
  it('refuses JSON nested 5,000 levels deep before parsing it', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await send('/auth/sign-in', `{"email":${deep},"password":"x"}`);
    expectRefused(res, 'email.0');
    expect(res.body.error.fields['email.0']).toBe('is nested more than 40 levels deep');
  });

  it('answers a too-deep GraphQL body as a GraphQL error', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const res = await send('/graphql', `{"query":"{ getUser { email } }","variables":${deep}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({
      code: 'BAD_INPUT',
      fields: { 'variables.a': 'is nested more than 40 levels deep' },
    });
  });

  it('refuses prototype keys, naming them', async () => {
    const res = await send('/auth/sign-in', '{"email":"a@example.com","__proto__":{"admin":true}}');
    expectRefused(res, '__proto__');
    const ctor = await send(
      '/analytics/events',
      '{"name":"page_view","properties":{"constructor":{"prototype":{"x":1}}}}',
    );
    expectRefused(ctor, 'properties.constructor');
  });

  it('names the body when it is not JSON or not an object', async () => {
    expectRefused(await send('/auth/sign-in', '{"email":'), 'body');
    expectRefused(await send('/auth/sign-in', ''), 'body');
    expectRefused(await send('/auth/sign-in', '[1,2]'), 'body');
    expectRefused(await send('/auth/sign-in', 'hello', { type: 'text/plain' }), 'body');
  });

  it('names the path when it does not decode or a part is too long', async () => {
    expectRefused(await t.api.get('/profile/preferences/%ED%A0%80', me.token), 'path');
    expectRefused(await t.api.get(`/profile/preferences/${'a'.repeat(500)}`, me.token), 'path');
  });
});
