import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../test-support/documents-kit.js';
import { accept, essentialsOwner, invite, inviteToken } from '../../test-support/teams-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { ONE, SCHEDULE, START, type TWorkflow } from './workflows-kit.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ASSIGNED =
  '{ myAssignedWorkflowSteps { id title dueOn done doneHow workflowTitle ownerName } }';
const TICK_ASSIGNED = `mutation($s: ID!, $done: Boolean!) {
  tickAssignedWorkflowStep(stepId: $s, done: $done) { id title done doneHow } }`;
const TICKED_BY = 'query($id: ID!) { workflow(id: $id) { steps { id done tickedBy } } }';

async function teamWithStep() {
  const owner = await essentialsOwner(t);
  const member = await signUpCustomer(t.api);
  await invite(t, owner.token, { email: member.input.email, firstName: 'Kim', lastName: 'Ng' });
  expect(
    (await accept(t, member.token, inviteToken(t, member.input.email))).body.errors,
  ).toBeUndefined();
  const w = (await gqlAs(t, owner.token, START, { k: 'hire-your-first-employee' })).data
    .startWorkflow as TWorkflow;
  const step = w.steps[0]!;
  const given = await gqlAs(t, owner.token, SCHEDULE, {
    s: step.id,
    due: '2026-12-20',
    a: member.user.flakeId,
  });
  expect(given.errors).toBeUndefined();
  return { owner, member, w, step };
}

describe('steps assigned to a team member', () => {
  it('are listed for the member, who ticks them; the owner sees who ticked', async () => {
    const { owner, member, w, step } = await teamWithStep();
    const mine = await gqlAs(t, member.token, ASSIGNED);
    expect(mine.data.myAssignedWorkflowSteps).toEqual([
      {
        id: step.id,
        title: step.title,
        dueOn: '2026-12-20',
        done: false,
        doneHow: null,
        workflowTitle: 'Hire your first employee',
        ownerName: `${owner.user.firstName} ${owner.user.lastName}`,
      },
    ]);
    // The owner's other steps are not the member's.
    expect(w.steps.length).toBeGreaterThan(1);

    const ticked = await gqlAs(t, member.token, TICK_ASSIGNED, { s: step.id, done: true });
    expect(ticked.data.tickAssignedWorkflowStep).toEqual({
      id: step.id,
      title: step.title,
      done: true,
      doneHow: 'BY_HAND',
    });
    const seen = await gqlAs(t, owner.token, TICKED_BY, { id: w.id });
    expect(seen.data.workflow.steps[0]).toEqual({
      id: step.id,
      done: true,
      tickedBy: `${member.user.firstName} ${member.user.lastName}`,
    });
    const after = await gqlAs(t, owner.token, ONE, { id: w.id });
    expect(after.data.workflow.doneCount).toBe(1);

    // Unticked by the member: open again for both, and nobody is named.
    const unticked = await gqlAs(t, member.token, TICK_ASSIGNED, { s: step.id, done: false });
    expect(unticked.data.tickAssignedWorkflowStep.done).toBe(false);
    const open = await gqlAs(t, owner.token, TICKED_BY, { id: w.id });
    expect(open.data.workflow.steps[0]).toEqual({ id: step.id, done: false, tickedBy: null });
  });

  it("cannot be seen or ticked by another customer, nor by a member for the owner's other steps", async () => {
    const { owner, member, w, step } = await teamWithStep();
    const stranger = await signUpCustomer(t.api);
    expect((await gqlAs(t, stranger.token, ASSIGNED)).data.myAssignedWorkflowSteps).toEqual([]);
    const refused = await gqlAs(t, stranger.token, TICK_ASSIGNED, { s: step.id, done: true });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'We could not find that step in your workflow.',
      extensions: { code: 'NOT_FOUND' },
    });
    // Nor through the owner's own tick.
    const asOwner = await gqlAs(
      t,
      stranger.token,
      'mutation($s: ID!) { tickWorkflowStep(stepId: $s, done: true) { id } }',
      { s: step.id },
    );
    expect(asOwner.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // A step of the owner's not given to the member is not theirs to tick.
    const other = await gqlAs(t, member.token, TICK_ASSIGNED, { s: w.steps[1]!.id, done: true });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = await gqlAs(t, owner.token, ONE, { id: w.id });
    expect(still.data.workflow.doneCount).toBe(0);
  });

  it('are no longer the member’s once they leave the team', async () => {
    const { member, step } = await teamWithStep();
    expect((await gqlAs(t, member.token, ASSIGNED)).data.myAssignedWorkflowSteps).toHaveLength(1);
    const left = await t.api.graphql('mutation { leaveTeam }', {}, member.token);
    expect(left.body.errors).toBeUndefined();
    expect((await gqlAs(t, member.token, ASSIGNED)).data.myAssignedWorkflowSteps).toEqual([]);
    const refused = await gqlAs(t, member.token, TICK_ASSIGNED, { s: step.id, done: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
