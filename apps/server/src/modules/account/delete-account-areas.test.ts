import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { aiThreads } from '../assistant/tables.js';
import { notify } from '../notifications/index.js';
import { notifications } from '../notifications/tables.js';
import { teamMembers } from '../teams/tables.js';
import { accountAudit } from './tables.js';

// Every area erases its part of a deleted account in the deletion's unit of work: the team
// the customer owned, their conversations with the assistant and their notifications go;
// another customer's stay.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A customer on Essentials with a member invited, a question asked and a notification. */
async function busyCustomer() {
  const me = await signUpCustomer(t.api);
  const userId = me.user.flakeId as string;
  const { paymentMethodId } = await addCard(t, me.token);
  const bought = await buy(t, me.token, { handle: 'essentials-quarterly', paymentMethodId });
  expect(bought.body.errors).toBeUndefined();
  const invited = await t.api.graphql(
    'mutation { AddTeamUser(email: "sam@example.com", firstName: "Sam", lastName: "Member") { limit } }',
    {},
    me.token,
  );
  expect(invited.body.errors).toBeUndefined();
  const asked = await fetch(`${t.url}/ai/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
    body: JSON.stringify({ message: 'Do I need an ABN to start a business?', mode: 'ask' }),
  });
  expect(asked.status).toBe(200);
  await asked.text();
  await notify(t.deps, { userId, kind: 'DOCUMENT_SHARED', title: 'Shared', body: 'A lease' });
  return { ...me, userId };
}

async function heldBy(userId: string) {
  const { db } = t.deps.database;
  const seats = await db
    .select()
    .from(teamMembers)
    .where(or(eq(teamMembers.ownerId, userId), eq(teamMembers.userId, userId)));
  const threads = await db.select().from(aiThreads).where(eq(aiThreads.userId, userId));
  const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return { seats: seats.length, threads: threads.length, notifications: notes.length };
}

describe('deleting an account erases every area’s part', () => {
  it('ends the team, the assistant conversations and the notifications, and no one else’s', async () => {
    const me = await busyCustomer();
    const other = await busyCustomer();
    expect(await heldBy(me.userId)).toEqual({ seats: 1, threads: 1, notifications: 1 });

    const res = await t.api.post(
      '/profile/delete-account',
      { password: me.input.password },
      me.token,
    );
    expect(res.status).toBe(200);

    expect(await heldBy(me.userId)).toEqual({ seats: 0, threads: 0, notifications: 0 });
    expect(await heldBy(other.userId)).toEqual({ seats: 1, threads: 1, notifications: 1 });
    const [audit] = await t.deps.database.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.subjectUserId, me.userId))
      .then((rows) => rows.filter((r) => r.action === 'account_deleted'));
    expect(audit?.detail).toMatchObject({
      erased: { teamSeats: 1, assistantConversations: 1, notifications: 1, businesses: 0 },
    });
  });
});
