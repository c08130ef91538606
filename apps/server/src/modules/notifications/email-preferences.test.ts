import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { notify } from './index.js';
import { defineNotificationJobs } from './notice-mail.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The server declares its jobs at start (main.ts); a test app declares the ones it runs.
  defineNotificationJobs(t.deps);
});
afterAll(() => t.close());

type TPref = { kind: string; email: boolean; choosable: boolean; label: string };
const PREFS = '{ notificationEmailPreferences { kind label description email choosable } }';
const SET = `mutation($kind: String!, $email: Boolean!) {
  setNotificationEmailPreference(kind: $kind, email: $email) { kind email choosable } }`;

async function prefs(token: string): Promise<Record<string, TPref>> {
  const res = await t.api.graphql(PREFS, {}, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  const list = res.body.data.notificationEmailPreferences as TPref[];
  return Object.fromEntries(list.map((p) => [p.kind, p]));
}
const set = (token: string, kind: string, email: boolean) =>
  t.api.graphql(SET, { kind, email }, token);
const mailTo = (email: string) => t.sentMail.filter((m) => m.to === email);
const joined = (userId: string, who: string) =>
  notify(t.deps, {
    userId,
    kind: 'TEAM_INVITE_ACCEPTED',
    title: 'Invitation accepted',
    body: `${who} joined your team.`,
    link: '/settings/team-member',
  });

describe('e-mail for notifications', () => {
  it('starts with money and signatures on and the rest off', async () => {
    const ann = await signUpCustomer(t.api);
    const mine = await prefs(ann.token);
    expect(mine.MARKETPLACE_JOB_COMPLETE).toMatchObject({ email: true, choosable: true });
    expect(mine.MARKETPLACE_WORK_DONE).toMatchObject({ email: true, choosable: true });
    expect(mine.TEAM_INVITE_ACCEPTED).toMatchObject({ email: false, choosable: true });
    expect(mine.TEAM_FOLDER_DOCUMENT).toMatchObject({ email: false, choosable: true });
    // The sender's signed copy is on the signing page: its mail is theirs to switch off.
    expect(mine.SIGNATURE_COMPLETED).toMatchObject({ email: true, choosable: true });
    expect(mine.WORKFLOW_STEP_DUE).toMatchObject({ email: true, choosable: true });
    // No kind is offered without a switch any more.
    expect(Object.values(mine).filter((p) => !p.choosable)).toEqual([]);
  });

  it('mails a notice only while its kind is switched on, and once', async () => {
    const ann = await signUpCustomer(t.api, { firstName: 'Ann' });
    const email = ann.input.email;
    await joined(ann.user.flakeId, 'Sam Off');
    await t.deps.jobs.runDue();
    expect(mailTo(email).filter((m) => m.subject === 'Invitation accepted')).toEqual([]);

    const on = await set(ann.token, 'TEAM_INVITE_ACCEPTED', true);
    expect(on.body.data.setNotificationEmailPreference).toEqual({
      kind: 'TEAM_INVITE_ACCEPTED',
      email: true,
      choosable: true,
    });
    await joined(ann.user.flakeId, 'Sam On');
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    const sent = mailTo(email).filter((m) => m.subject === 'Invitation accepted');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Hi Ann,');
    expect(sent[0]!.text).toContain('Sam On joined your team.');
    expect(sent[0]!.text).toContain('http://app.test/settings/team-member');
    // The centre lists both notices whatever the e-mail choice.
    const centre = await t.api.graphql('{ unreadNotificationsCount }', {}, ann.token);
    expect(centre.body.data.unreadNotificationsCount).toBe(2);

    // A kind on by default goes quiet once switched off.
    await set(ann.token, 'MARKETPLACE_JOB_COMPLETE', false);
    await notify(t.deps, {
      userId: ann.user.flakeId,
      kind: 'MARKETPLACE_JOB_COMPLETE',
      title: 'Job complete: “Lease review”',
      body: 'Your earnings of $900.00 are now due.',
    });
    await t.deps.jobs.runDue();
    expect(mailTo(email).filter((m) => m.subject.startsWith('Job complete'))).toEqual([]);
    expect((await prefs(ann.token)).MARKETPLACE_JOB_COMPLETE!.email).toBe(false);
  });

  it('mails nothing for a notice whose transaction rolled back', async () => {
    const ann = await signUpCustomer(t.api);
    await set(ann.token, 'TEAM_INVITE_ACCEPTED', true);
    await expect(
      inUnitOfWork(t.deps, async (work) => {
        await notify(work, {
          userId: ann.user.flakeId,
          kind: 'TEAM_INVITE_ACCEPTED',
          title: 'Invitation accepted',
          body: 'Rolled back.',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.deps.jobs.runDue();
    expect(mailTo(ann.input.email).filter((m) => m.text.includes('Rolled back.'))).toEqual([]);
    const centre = await t.api.graphql('{ unreadNotificationsCount }', {}, ann.token);
    expect(centre.body.data.unreadNotificationsCount).toBe(0);
  });

  it("keeps each user's choices their own", async () => {
    const ann = await signUpCustomer(t.api);
    const bob = await signUpCustomer(t.api);
    await set(ann.token, 'TEAM_INVITE_ACCEPTED', true);
    await set(bob.token, 'TEAM_INVITE_ACCEPTED', false);
    expect((await prefs(ann.token)).TEAM_INVITE_ACCEPTED!.email).toBe(true);

    // The spec's preference paths refuse another user's id, for reading and writing.
    const read = await t.api.get(`/profile/preferences/${ann.user.flakeId}`, bob.token);
    expect(read.status).toBe(403);
    const write = await t.api.post(
      '/profile/preferences',
      {
        userId: ann.user.flakeId,
        settingName: 'NOTIFICATION_EMAILS',
        properties: { TEAM_INVITE_ACCEPTED: false },
      },
      bob.token,
    );
    expect(write.status).toBe(403);
    expect((await prefs(ann.token)).TEAM_INVITE_ACCEPTED!.email).toBe(true);

    await joined(ann.user.flakeId, 'Ann Mine');
    await joined(bob.user.flakeId, 'Bob Mine');
    await t.deps.jobs.runDue();
    expect(mailTo(ann.input.email).some((m) => m.text.includes('Ann Mine'))).toBe(true);
    expect(mailTo(bob.input.email).some((m) => m.text.includes('Bob Mine'))).toBe(false);
  });

  it('reads the choices written through the spec path, ignoring what is not a yes or no', async () => {
    const ann = await signUpCustomer(t.api);
    const write = await t.api.post(
      '/profile/preferences',
      {
        userId: ann.user.flakeId,
        settingName: 'NOTIFICATION_EMAILS',
        properties: { TEAM_INVITE_ACCEPTED: true, MARKETPLACE_WORK_DONE: 'nope' },
      },
      ann.token,
    );
    expect(write.status).toBe(200);
    const mine = await prefs(ann.token);
    expect(mine.TEAM_INVITE_ACCEPTED!.email).toBe(true);
    expect(mine.MARKETPLACE_WORK_DONE!.email).toBe(true);
  });

  it('names a kind that does not exist and asks for a session', async () => {
    const ann = await signUpCustomer(t.api);
    const unknown = await set(ann.token, 'NOPE', true);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'There are no notifications of the kind “NOPE”.',
      extensions: { code: 'BAD_INPUT' },
    });
    const anonymous = await t.api.graphql(PREFS, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
