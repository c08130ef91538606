import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

type TOutbox = { delivery: string; mails: { to: string; subject: string; text: string }[] };

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) }],
] as const)('the mail outbox in %s', (_mode, env) => {
  let t: TTestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp({ env });
    adminToken = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  it('is no longer a public page', async () => {
    const { input } = await signUpCustomer(t.api);
    await t.api.post('/auth/password-reset/request', { email: input.email });
    const page = await t.api.get('/dev/outbox');
    expect(page.status).toBe(404);
    expect(JSON.stringify(page.body)).not.toContain('reset-password');
  });

  it('is read by a signed-in admin only, reset links and all', async () => {
    const customer = await signUpCustomer(t.api);
    await t.api.post('/auth/password-reset/request', { email: customer.input.email });

    const anonymous = await t.api.get('/api/admin/outbox');
    expect(anonymous.status).toBe(401);
    const asCustomer = await t.api.get('/api/admin/outbox', customer.token);
    expect(asCustomer.status).toBe(403);
    expect(JSON.stringify(asCustomer.body)).not.toContain('reset-password');

    const asAdmin = await t.api.get<TOutbox>(
      `/api/admin/outbox?to=${encodeURIComponent(customer.input.email.toUpperCase())}`,
      adminToken,
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(asAdmin.body.delivery).toBe('outbox');
    expect(asAdmin.body.mails.map((m) => m.subject)).toEqual([
      'Reset your Clausewell password',
      'Finish creating your Clausewell account',
    ]);
    expect(asAdmin.body.mails.every((m) => m.to === customer.input.email)).toBe(true);
    expect(asAdmin.body.mails[0]!.text).toMatch(/reset-password\?token=/);
  });

  it('names a bad limit', async () => {
    const res = await t.api.get('/api/admin/outbox?limit=5000', adminToken);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.limit).toBe('limit must be 200 or fewer');
  });
});
