import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, gqlAs } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { WORKFLOW_MESSAGES } from './messages.js';
import { workflowSteps, workflows } from './tables.js';
import {
  ADD,
  DELETE,
  MINE,
  MOVE,
  ONE,
  REMOVE,
  SCHEDULE,
  START,
  TICK,
  type TWorkflow,
} from './workflows-kit.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const start = async (token: string, key: string): Promise<TWorkflow> => {
  const r = await gqlAs(t, token, START, { k: key });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.startWorkflow;
};
const titles = (w: TWorkflow) => w.steps.map((s) => s.title);

describe('workflows', () => {
  it('lists the templates, starts a journey once and lists it with its progress', async () => {
    const ann = await signUpCustomer(t.api);
    const templates = await gqlAs(t, ann.token, '{ workflowTemplates { key title stepTitles } }');
    const keys = templates.data.workflowTemplates.map((x: { key: string }) => x.key);
    expect(keys).toEqual([
      'start-a-company',
      'hire-your-first-employee',
      'protect-your-brand',
      'sell-online',
    ]);
    for (const tpl of templates.data.workflowTemplates) {
      expect(tpl.stepTitles.length).toBeGreaterThanOrEqual(4);
      expect(tpl.stepTitles.length).toBeLessThanOrEqual(7);
    }
    expect((await gqlAs(t, ann.token, MINE)).data.myWorkflows).toEqual([]);

    const first = await start(ann.token, 'start-a-company');
    const again = await start(ann.token, 'start-a-company');
    expect(again.id).toBe(first.id);
    expect(first.title).toBe('Start a company');
    expect(first.stepCount).toBe(6);
    expect(first.doneCount).toBe(0);
    expect(first.steps[0]).toMatchObject({
      kind: 'COMPANY',
      title: 'Register your company with ASIC',
      position: 0,
      done: false,
      link: '/solutions/business-solutions/company',
    });
    expect(first.steps[1]!.link).toBe('/documents/document-library?q=Company%20Constitution');
    expect(first.steps.at(-1)!.link).toBeNull();
    const mine = (await gqlAs(t, ann.token, MINE)).data.myWorkflows as TWorkflow[];
    expect(mine.map((w) => w.id)).toEqual([first.id]);

    const unknown = await gqlAs(t, ann.token, START, { k: 'buy-a-boat' });
    expect(unknown.errors?.[0]?.message).toContain(WORKFLOW_MESSAGES.templateUnknown);
  });

  it('ticks a document step once the document is finished, and the customer can untick it', async () => {
    const bo = await signUpCustomer(t.api);
    const brand = await start(bo.token, 'protect-your-brand');
    const nda = brand.steps.find((s) => s.kind === 'DOCUMENT' && /non-disclosure/.test(s.title))!;
    expect(nda.done).toBe(false);

    await finishNda(t, bo.token);
    const read = (await gqlAs(t, bo.token, ONE, { id: brand.id })).data.workflow as TWorkflow;
    const ticked = read.steps.find((s) => s.id === nda.id)!;
    expect(ticked).toMatchObject({ done: true, doneHow: 'AUTOMATIC' });
    expect(read.doneCount).toBe(1);

    // Unticked by hand, it stays open though the document is still finished.
    await gqlAs(t, bo.token, TICK, { s: nda.id, done: false });
    const held = (await gqlAs(t, bo.token, ONE, { id: brand.id })).data.workflow as TWorkflow;
    expect(held.steps.find((s) => s.id === nda.id)!.done).toBe(false);
    const byHand = (await gqlAs(t, bo.token, TICK, { s: nda.id, done: true })).data
      .tickWorkflowStep as TWorkflow;
    expect(byHand.steps.find((s) => s.id === nda.id)).toMatchObject({
      done: true,
      doneHow: 'BY_HAND',
    });

    // A task outside the app is ticked by hand only.
    const task = brand.steps.find((s) => s.kind === 'TASK')!;
    const taskDone = (await gqlAs(t, bo.token, TICK, { s: task.id, done: true })).data
      .tickWorkflowStep as TWorkflow;
    expect(taskDone.doneCount).toBe(2);
  });

  it('adds, reorders and removes steps', async () => {
    const cy = await signUpCustomer(t.api);
    const sell = await start(cy.token, 'sell-online');
    const noTitle = await gqlAs(t, cy.token, ADD, { w: sell.id, c: 'TASK', t: '  ' });
    expect(noTitle.errors?.[0]?.message).toContain(WORKFLOW_MESSAGES.taskTitleRequired);
    const badChoice = await gqlAs(t, cy.token, ADD, { w: sell.id, c: 'DOCUMENT:will' });
    expect(badChoice.errors?.[0]?.message).toContain(WORKFLOW_MESSAGES.choiceUnknown);

    const withTask = (
      await gqlAs(t, cy.token, ADD, { w: sell.id, c: 'TASK', t: 'Set up a payment gateway' })
    ).data.addWorkflowStep as TWorkflow;
    expect(withTask.steps.at(-1)).toMatchObject({
      kind: 'TASK',
      title: 'Set up a payment gateway',
      position: 6,
    });
    const withBrief = (await gqlAs(t, cy.token, ADD, { w: sell.id, c: 'BRIEF' })).data
      .addWorkflowStep as TWorkflow;
    expect(withBrief.steps.at(-1)).toMatchObject({ kind: 'BRIEF', link: '/quotes' });

    const [a, b] = withBrief.steps;
    const moved = (await gqlAs(t, cy.token, MOVE, { s: b!.id, d: 'UP' })).data
      .moveWorkflowStep as TWorkflow;
    expect(moved.steps.slice(0, 2).map((s) => s.id)).toEqual([b!.id, a!.id]);
    expect(moved.steps.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // At the top already, up changes nothing.
    const still = (await gqlAs(t, cy.token, MOVE, { s: b!.id, d: 'UP' })).data
      .moveWorkflowStep as TWorkflow;
    expect(titles(still)).toEqual(titles(moved));

    const removed = (await gqlAs(t, cy.token, REMOVE, { s: a!.id })).data
      .removeWorkflowStep as TWorkflow;
    expect(removed.steps.map((s) => s.id)).not.toContain(a!.id);
    expect(removed.steps.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);

    // The last step stays: a workflow is deleted instead.
    let left = removed;
    while (left.steps.length > 1) {
      left = (await gqlAs(t, cy.token, REMOVE, { s: left.steps[0]!.id })).data.removeWorkflowStep;
    }
    const last = await gqlAs(t, cy.token, REMOVE, { s: left.steps[0]!.id });
    expect(last.errors?.[0]?.message).toBe(WORKFLOW_MESSAGES.lastStep);
    expect((await gqlAs(t, cy.token, DELETE, { id: sell.id })).data.deleteWorkflow).toBe(true);
    expect((await gqlAs(t, cy.token, MINE)).data.myWorkflows).toEqual([]);
  });

  it('sets due dates and refuses a bad date or an assignee outside the team', async () => {
    const di = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const hire = await start(di.token, 'hire-your-first-employee');
    const step = hire.steps[0]!;
    const dated = (await gqlAs(t, di.token, SCHEDULE, { s: step.id, due: '2026-09-01' })).data
      .scheduleWorkflowStep as TWorkflow;
    expect(dated.steps[0]).toMatchObject({ dueOn: '2026-09-01', assigneeId: null });

    const bad = await gqlAs(t, di.token, SCHEDULE, { s: step.id, due: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(JSON.stringify(bad.errors)).toContain(WORKFLOW_MESSAGES.badDueOn);

    const outsider = await gqlAs(t, di.token, SCHEDULE, {
      s: step.id,
      due: '2026-09-01',
      a: stranger.user.flakeId,
    });
    expect(JSON.stringify(outsider.errors)).toContain(WORKFLOW_MESSAGES.assigneeNotInTeam);
    const cleared = (await gqlAs(t, di.token, SCHEDULE, { s: step.id, due: null })).data
      .scheduleWorkflowStep as TWorkflow;
    expect(cleared.steps[0]!.dueOn).toBeNull();
  });

  it('keeps one workflow per journey and a plain order when requests race', async () => {
    const ed = await signUpCustomer(t.api);
    const starts = await Promise.all(
      [1, 2, 3].map(() => gqlAs(t, ed.token, START, { k: 'protect-your-brand' })),
    );
    const ids = new Set(starts.map((r) => r.data?.startWorkflow.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((title) =>
        gqlAs(t, ed.token, ADD, { w: id, c: 'TASK', t: title }),
      ),
    );
    const w = (await gqlAs(t, ed.token, ONE, { id })).data.workflow as TWorkflow;
    expect(w.stepCount).toBe(9);
    expect(w.steps.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await gqlAs(t, ed.token, MINE)).data.myWorkflows).toHaveLength(1);
  });

  it("refuses another customer's workflow and steps, by any operation", async () => {
    const owner = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const w = await start(owner.token, 'start-a-company');
    const s = w.steps[1]!.id;
    const attempts = [
      gqlAs(t, other.token, ONE, { id: w.id }),
      gqlAs(t, other.token, ADD, { w: w.id, c: 'TASK', t: 'Sneak in' }),
      gqlAs(t, other.token, REMOVE, { s }),
      gqlAs(t, other.token, MOVE, { s, d: 'DOWN' }),
      gqlAs(t, other.token, SCHEDULE, { s, due: '2026-09-01' }),
      gqlAs(t, other.token, TICK, { s, done: true }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await gqlAs(t, other.token, DELETE, { id: w.id })).data.deleteWorkflow).toBe(false);
    expect((await gqlAs(t, other.token, MINE)).data.myWorkflows).toEqual([]);

    // Nothing of the owner's changed.
    const after = (await gqlAs(t, owner.token, ONE, { id: w.id })).data.workflow as TWorkflow;
    expect(after).toEqual(w);

    const anonymous = await t.api.graphql(ONE, { id: w.id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('goes with the account when the customer deletes it', async () => {
    const fay = await signUpCustomer(t.api);
    const w = await start(fay.token, 'sell-online');
    const gone = await t.api.post(
      '/profile/delete-account',
      { password: fay.input.password },
      fay.token,
    );
    expect(gone.status).toBe(200);
    const { db } = t.deps.database;
    expect(await db.select().from(workflows).where(eq(workflows.id, w.id))).toEqual([]);
    expect(await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, w.id))).toEqual(
      [],
    );
  });
});
