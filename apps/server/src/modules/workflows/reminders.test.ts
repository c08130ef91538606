import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../test-support/documents-kit.js';
import { accept, essentialsOwner, invite, inviteToken } from '../../test-support/teams-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { defineNotificationJobs } from '../notifications/notice-mail.js';
import { defineWorkflowJobs, remindOfStep } from './reminders.js';
import { SCHEDULE, START, TICK, type TWorkflow } from './workflows-kit.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The app under test runs no job runner of its own: the test declares and runs the jobs.
  defineWorkflowJobs(t.deps);
  defineNotificationJobs(t.deps);
});
// The reminder's job queues its notice's mail; a second pass sends it.
const runJobs = async () => {
  await t.deps.jobs.runDue();
  await t.deps.jobs.runDue();
};
afterAll(() => t.close());

describe('workflow step reminders', () => {
  it('mails the assignee at 9 am Sydney on the due day, once, and not for a done step', async () => {
    const NOW = t.clock.now();
    const owner = await essentialsOwner(t);
    const member = await signUpCustomer(t.api);
    await invite(t, owner.token, { email: member.input.email, firstName: 'Kim', lastName: 'Ng' });
    const joined = await accept(t, member.token, inviteToken(t, member.input.email));
    expect(joined.body.errors).toBeUndefined();

    const w = (await gqlAs(t, owner.token, START, { k: 'hire-your-first-employee' })).data
      .startWorkflow as TWorkflow;
    expect(w.teamMembers.map((m) => m.userId)).toEqual([member.user.flakeId]);
    const [offer, contract, signed, statement] = w.steps;

    // The offer goes to the team member; the contract stays with the owner but is done;
    // the signing is moved to another day after its first date was set.
    const given = await gqlAs(t, owner.token, SCHEDULE, {
      s: offer!.id,
      due: '2026-08-20',
      a: member.user.flakeId,
    });
    expect(given.data.scheduleWorkflowStep.steps[0].assigneeId).toBe(member.user.flakeId);
    // The same date again queues nothing more.
    await gqlAs(t, owner.token, SCHEDULE, {
      s: offer!.id,
      due: '2026-08-20',
      a: member.user.flakeId,
    });
    await gqlAs(t, owner.token, SCHEDULE, { s: contract!.id, due: '2026-08-20' });
    await gqlAs(t, owner.token, TICK, { s: contract!.id, done: true });
    await gqlAs(t, owner.token, SCHEDULE, { s: signed!.id, due: '2026-08-20' });
    await gqlAs(t, owner.token, SCHEDULE, { s: signed!.id, due: '2026-08-21' });
    // Given to the member, who leaves the team before the day: the owner is told instead.
    await gqlAs(t, owner.token, SCHEDULE, {
      s: statement!.id,
      due: '2026-08-21',
      a: member.user.flakeId,
    });

    const mails = () => t.sentMail.filter((m) => m.subject.startsWith('Due today:'));
    try {
      // 9 am Sydney standard time on 20 August is 19 August 23:00 UTC.
      t.clock.set(new Date('2026-08-19T22:59:00Z'));
      await runJobs();
      expect(mails()).toHaveLength(0);
      t.clock.set(new Date('2026-08-19T23:01:00Z'));
      await runJobs();
      expect(mails().map((m) => [m.to, m.subject])).toEqual([
        [member.input.email, 'Due today: Make a written offer'],
      ]);
      // The member cannot open the owner's workflow: the link is to their own steps.
      expect(mails()[0]!.text).toContain('http://app.test/legal-solutions/my-workflows');
      expect(mails()[0]!.text).toContain('20/08/2026');
      await runJobs();
      expect(mails()).toHaveLength(1);

      // Back at the start, while the member's session is fresh: they have the notice in
      // their notification centre too; then they leave the team.
      t.clock.set(NOW);
      const centre = await t.api.graphql(
        '{ notifications { kind title body link } }',
        {},
        member.token,
      );
      expect(centre.body.data.notifications).toEqual([
        {
          kind: 'WORKFLOW_STEP_DUE',
          title: 'Due today: Make a written offer',
          body: '"Make a written offer" in the workflow "Hire your first employee" is due today, 20/08/2026.',
          link: '/legal-solutions/my-workflows',
        },
      ]);
      const left = await t.api.graphql('mutation { leaveTeam }', {}, member.token);
      expect(left.body.errors, JSON.stringify(left.body.errors)).toBeUndefined();
      // The moved step is reminded on its new day only, to the owner; so is the step the
      // member had, now they have left.
      t.clock.set(new Date('2026-08-20T23:01:00Z'));
      await runJobs();
      expect(
        mails()
          .map((m) => [m.to, m.subject])
          .sort(),
      ).toEqual(
        [
          [member.input.email, 'Due today: Make a written offer'],
          [owner.input.email, 'Due today: Give the Fair Work Information Statement'],
          [owner.input.email, 'Due today: Have the employment contract signed'],
        ].sort(),
      );
    } finally {
      t.clock.set(NOW);
    }
  });

  it('gives one notice per due step when the job runs twice at once, and mails only if wanted', async () => {
    const owner = await essentialsOwner(t);
    const w = (await gqlAs(t, owner.token, START, { k: 'hire-your-first-employee' })).data
      .startWorkflow as TWorkflow;
    const [first, second] = w.steps;
    await gqlAs(t, owner.token, SCHEDULE, { s: first!.id, due: '2026-12-20' });
    await gqlAs(t, owner.token, SCHEDULE, { s: second!.id, due: '2026-12-21' });
    const off = await t.api.graphql(
      'mutation { setNotificationEmailPreference(kind: "WORKFLOW_STEP_DUE", email: false) { email } }',
      {},
      owner.token,
    );
    expect(off.body.data.setNotificationEmailPreference.email).toBe(false);

    // Two instances run the same reminder at once (on PostgreSQL, truly in parallel).
    const runs = await Promise.all(
      [1, 2, 3].map(() => remindOfStep(t.deps, { stepId: first!.id, dueOn: '2026-12-20' })),
    );
    expect(runs.sort()).toEqual(['sent', 'stale', 'stale']);
    // And once more later, as a retry would.
    expect(await remindOfStep(t.deps, { stepId: first!.id, dueOn: '2026-12-20' })).toBe('stale');
    await remindOfStep(t.deps, { stepId: second!.id, dueOn: '2026-12-21' });
    await runJobs();

    const centre = await t.api.graphql('{ notifications { kind title link } }', {}, owner.token);
    expect(centre.body.data.notifications).toEqual([
      {
        kind: 'WORKFLOW_STEP_DUE',
        title: `Due today: ${second!.title}`,
        link: `/legal-solutions/customise-workflow/${w.id}`,
      },
      {
        kind: 'WORKFLOW_STEP_DUE',
        title: `Due today: ${first!.title}`,
        link: `/legal-solutions/customise-workflow/${w.id}`,
      },
    ]);
    // Switched off: the notices arrive, the mail does not.
    expect(
      t.sentMail.filter((m) => m.to === owner.input.email && m.subject.startsWith('Due today')),
    ).toEqual([]);
  });
});
