import { ACCOUNT_SETTINGS_MESSAGES, RETAINED_AFTER_DELETION } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { addCard, auditActions, buy } from '../../test-support/billing-kit.js';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';
import { invoices, subscriptions } from '../billing/tables.js';
import { deletedEmailOf } from './service/delete-account.js';
import { accountAudit, sessions, userPreferences, users } from './tables.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signedIn = async (token: string) =>
  (await t.api.graphql(GET_USER, {}, token)).body.data.getUser !== null;

describe('deleting the account', () => {
  it('ends the sessions, cancels plans at once, empties the account and keeps the tax records', async () => {
    const { token, input, user } = await signUpCustomer(t.api, { phone: '0400 000 000' });
    const userId = user.flakeId as string;
    const phone = (
      await t.api.post('/auth/sign-in', { email: input.email, password: input.password })
    ).body.token;
    const { paymentMethodId } = await addCard(t, token);
    const bought = await buy(t, token, { handle: 'standard-annual-plan-current', paymentMethodId });
    expect(bought.body.errors).toBeUndefined();
    await t.api.post(
      '/profile/preferences',
      { userId, settingName: 'theme', properties: { dark: true } },
      token,
    );

    const res = await t.api.post('/profile/delete-account', { password: input.password }, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: ACCOUNT_SETTINGS_MESSAGES.accountDeleted,
      subscriptionsCancelled: 1,
      retained: RETAINED_AFTER_DELETION,
    });
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(401);

    const { db } = t.deps.database;
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      email: deletedEmailOf(userId),
      firstName: 'Deleted',
      lastName: 'account',
      phone: null,
      postcode: null,
    });
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(
      await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
    ).toEqual([]);
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(plan?.state).toBe('canceled');
    // Kept: the paid tax invoice, the billing audit, and who the buyer was.
    const kept = await db.select().from(invoices).where(eq(invoices.userId, userId));
    expect(kept.map((i) => i.status)).toEqual(['paid']);
    expect(await auditActions(t, userId)).toContain('cancellation');
    const [deleted] = await db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.action, 'account_deleted'));
    expect(deleted?.detail).toMatchObject({
      taxRecordsBuyer: { name: `Alex ${input.lastName}`, email: input.email },
      keepUntil: expect.any(String),
    });
    const goodbye = t.sentMail.findLast((m) => m.to === input.email)!;
    expect(goodbye.subject).toBe('Your Clausewell account has been deleted');
    expect(goodbye.text).toContain(RETAINED_AFTER_DELETION[0].what);
  });

  it('needs the password, named under its field, and deletes nothing without it', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const wrong = await t.api.post('/profile/delete-account', { password: 'nope' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'BAD_INPUT',
      message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
      fields: { password: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong },
    });
    const missing = await t.api.post('/profile/delete-account', {}, token);
    expect(missing.body.error.fields).toEqual({ password: 'Password is required' });
    expect(await signedIn(token)).toBe(true);
    expect(
      (await t.api.post('/auth/sign-in', { email: input.email, password: input.password })).status,
    ).toBe(200);
  });

  it('cannot be done to another account, nor by an administrator acting as the customer', async () => {
    const owner = await signUpCustomer(t.api);
    const admin = await signInNewAdmin(t);
    await t.api.post('/api/admin/impersonation', { userId: owner.user.flakeId }, admin);
    const res = await t.api.post(
      '/profile/delete-account',
      { password: owner.input.password, userId: owner.user.flakeId },
      admin,
    );
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(ACCOUNT_SETTINGS_MESSAGES.impersonationNotAllowed);
    expect(await signedIn(owner.token)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.api.post('/profile/delete-account', { password: 'x' })).status).toBe(401);
  });
});
