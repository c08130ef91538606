import { randomBytes } from 'node:crypto';
import { createUser } from '../modules/account/service/create-user.js';
import type { TTestApp } from './test-app.js';

/** A staff account on the test app, signed in; answers its bearer token. */
export async function signInNewAdmin(t: TTestApp): Promise<string> {
  const email = `admin.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'admin-password-long';
  await createUser(t.deps, {
    email,
    password,
    firstName: 'Ada',
    lastName: 'Admin',
    tenant: 'AU',
    isAdmin: true,
  });
  const res = await t.api.post('/auth/sign-in', { email, password });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
