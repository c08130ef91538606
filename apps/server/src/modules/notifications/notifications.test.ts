import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { notify } from './index.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CENTRE =
  '{ notifications { id kind title body link read createdAt } unreadNotificationsCount }';
const centre = async (token: string) => {
  const res = await t.api.graphql(CENTRE, {}, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as {
    notifications: { id: string; kind: string; body: string; link: string; read: boolean }[];
    unreadNotificationsCount: number;
  };
};

describe('the notification centre', () => {
  it('tells a customer when a document is shared with them, and marks it read', async () => {
    const owner = await signUpCustomer(t.api, { firstName: 'Olivia', lastName: 'Nguyen' });
    const reader = await signUpCustomer(t.api);
    const id = await startNda(t, owner.token);
    const shared = await t.api.post(
      '/v2/shareDocument',
      { documentId: id, email: reader.input.email, role: 'VIEWER' },
      owner.token,
    );
    expect(shared.status).toBe(201);

    const before = await centre(reader.token);
    expect(before.unreadNotificationsCount).toBe(1);
    expect(before.notifications[0]).toMatchObject({
      kind: 'DOCUMENT_SHARED',
      read: false,
      link: `/documents/questionnaire/${id}`,
    });
    expect(before.notifications[0]!.body).toContain('Olivia Nguyen shared');
    // The owner is told nothing of their own share.
    expect((await centre(owner.token)).notifications).toEqual([]);

    const read = await t.api.graphql(
      'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }',
      { id: before.notifications[0]!.id },
      reader.token,
    );
    expect(read.body.data.markNotificationRead.read).toBe(true);
    expect((await centre(reader.token)).unreadNotificationsCount).toBe(0);
  });

  it("refuses another user's notification and marks all of one's own read", async () => {
    const ann = await signUpCustomer(t.api);
    const bob = await signUpCustomer(t.api);
    for (const n of [1, 2]) {
      await notify(t.deps, {
        userId: ann.user.flakeId,
        kind: 'TEAM_INVITE_ACCEPTED',
        title: 'Invitation accepted',
        body: `Person ${n} joined your team.`,
      });
    }
    const mine = await centre(ann.token);
    expect(mine.unreadNotificationsCount).toBe(2);
    // Newest first.
    expect(mine.notifications.map((n) => n.body)).toEqual([
      'Person 2 joined your team.',
      'Person 1 joined your team.',
    ]);

    const theirs = await t.api.graphql(
      'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }',
      { id: mine.notifications[0]!.id },
      bob.token,
    );
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await centre(ann.token)).unreadNotificationsCount).toBe(2);
    expect((await centre(bob.token)).notifications).toEqual([]);

    const all = await t.api.graphql('mutation { markAllNotificationsRead }', {}, ann.token);
    expect(all.body.data.markAllNotificationsRead).toBe(2);
    expect((await centre(ann.token)).unreadNotificationsCount).toBe(0);
  });

  it('answers only a signed-in user', async () => {
    const res = await t.api.graphql(CENTRE, {});
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
