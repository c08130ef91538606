import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('sign up', () => {
  it('creates an AU customer by default and signs them in', async () => {
    const res = await t.api.post('/auth/sign-up', {
      email: '  Mia.Chen@Example.com ',
      password: 'harbour-bridge-42',
      firstName: 'Mia',
      lastName: 'Chen',
      phone: '0412 345 678',
      postcode: '2000',
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      email: 'mia.chen@example.com',
      tenant: 'AU',
      name: 'Mia Chen',
    });

    const me = await t.api.graphql(GET_USER, {}, res.body.token);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data.getUser).toMatchObject({
      email: 'mia.chen@example.com',
      firstName: 'Mia',
      lastName: 'Chen',
      name: 'Mia Chen',
      phone: '0412 345 678',
      postcode: '2000',
      tenant: 'AU',
      isLawyer: false,
      teamOwner: false,
      teamUser: false,
      impersonateUser: false,
      impersonatedBy: null,
    });
    expect(me.body.data.getUser.flakeId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('creates a US customer when asked', async () => {
    const { token } = await signUpCustomer(t.api, { tenant: 'US' });
    const me = await t.api.graphql(GET_USER, {}, token);
    expect(me.body.data.getUser.tenant).toBe('US');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { input } = await signUpCustomer(t.api);
    const res = await t.api.post('/auth/sign-up', { ...input, email: input.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'CONFLICT', message: MESSAGES.emailTaken });
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
    const signIn = await t.api.post('/auth/sign-in', { email, password: 'a-good-long-password' });
    expect(signIn.status).toBe(401);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.api.call('POST', '/auth/sign-up', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(res.status).toBe(400);
  });
});
