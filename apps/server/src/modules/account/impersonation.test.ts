import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';
import { createUser } from './service/create-user.js';

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  await createUser(t.deps, {
    email: 'admin@example.com',
    password: 'admin-password-long',
    firstName: 'Ada',
    lastName: 'Admin',
    tenant: 'AU',
    isAdmin: true,
  });
  adminToken = (
    await t.api.post('/auth/sign-in', {
      email: 'admin@example.com',
      password: 'admin-password-long',
    })
  ).body.token;
});
afterAll(() => t.close());

describe('impersonation', () => {
  it('lets an admin act as a customer and end it', async () => {
    const customer = await signUpCustomer(t.api);
    const found = await t.api.get(
      `/api/admin/users?q=${encodeURIComponent(customer.input.email)}`,
      adminToken,
    );
    expect(found.status).toBe(200);
    expect(found.body.users.map((u: { email: string }) => u.email)).toEqual([customer.input.email]);

    const start = await t.api.post(
      '/api/admin/impersonation',
      { userId: customer.user.flakeId },
      adminToken,
    );
    expect(start.status).toBe(200);
    const me = await t.api.graphql(GET_USER, {}, adminToken);
    expect(me.body.data.getUser).toMatchObject({
      email: customer.input.email,
      impersonateUser: true,
      impersonatedBy: { email: 'admin@example.com', name: 'Ada Admin' },
    });

    // Acting as the customer, the admin reads the customer's preferences...
    const prefs = await t.api.get(`/profile/preferences/${customer.user.flakeId}`, adminToken);
    expect(prefs.status).toBe(200);
    // ...and no analytics are captured.
    const event = await t.api.post(
      '/analytics/events',
      { name: 'nav_click', properties: { item: 'home' } },
      adminToken,
    );
    expect(event.body).toEqual({ captured: false });

    expect((await t.api.delete('/api/admin/impersonation', adminToken)).status).toBe(204);
    const back = await t.api.graphql(GET_USER, {}, adminToken);
    expect(back.body.data.getUser).toMatchObject({
      email: 'admin@example.com',
      impersonateUser: false,
    });
  });

  it('is refused to customers', async () => {
    const customer = await signUpCustomer(t.api);
    const victim = await signUpCustomer(t.api);
    expect((await t.api.get('/api/admin/users', customer.token)).status).toBe(403);
    const res = await t.api.post(
      '/api/admin/impersonation',
      { userId: victim.user.flakeId },
      customer.token,
    );
    expect(res.status).toBe(403);
    const me = await t.api.graphql(GET_USER, {}, customer.token);
    expect(me.body.data.getUser.email).toBe(customer.input.email);
  });

  it('answers an unknown user id with 404', async () => {
    const res = await t.api.post(
      '/api/admin/impersonation',
      { userId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' },
      adminToken,
    );
    expect(res.status).toBe(404);
  });
});
