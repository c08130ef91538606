import { formatDateShort, sydneyHourOn } from '@app/domain';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { notify } from '../notifications/index.js';
import { tickFinishedSteps } from './read-workflows.js';
import { assignableMembers } from './records.js';
import { workflowSteps, workflows } from './tables.js';

export const STEP_DUE_JOB = 'workflows.step-due';
/** The reminder goes at this Sydney hour on the step's due day. */
export const REMINDER_HOUR = 9;
/** Where a team member finds the steps given to them. */
export const ASSIGNED_STEPS_PATH = '/legal-solutions/my-workflows';
type TPayload = { stepId: string; dueOn: string };

/**
 * Queues the reminder for 9 am Sydney on the step's due day. The job key is the step and the
 * day, so setting the same date again queues nothing and the step is reminded once; a day
 * already past 9 am gets none. A failure is logged: the date is saved either way.
 */
export async function queueStepReminder(deps: TDeps, p: TPayload): Promise<void> {
  try {
    const runAt = sydneyHourOn(p.dueOn, REMINDER_HOUR);
    if (runAt.getTime() <= deps.clock.now().getTime()) return;
    await deps.jobs.enqueue(STEP_DUE_JOB, { key: `${p.stepId}:${p.dueOn}`, payload: p, runAt });
  } catch (error) {
    deps.logger.error({ err: error, stepId: p.stepId }, 'workflow step reminder not queued');
  }
}

/**
 * Tells the step's assignee (the owner when nobody is, or the assignee left the team) in the
 * notification centre and, if they want it, by e-mail; unless the step is gone, done, now due
 * another day (that day has its own reminder), or already reminded for this day. The claim
 * and the notice (with its queued mail) share one transaction: a failed run leaves nothing
 * claimed for the retry, and a second run at once waits on the claimed row, then finds it
 * taken.
 */
export async function remindOfStep(deps: TDeps, p: TPayload): Promise<'sent' | 'stale'> {
  const { db } = deps.database;
  const [found] = await db
    .select({ step: workflowSteps, workflow: workflows })
    .from(workflowSteps)
    .innerJoin(workflows, eq(workflows.id, workflowSteps.workflowId))
    .where(eq(workflowSteps.id, p.stepId));
  if (!found || found.step.dueOn !== p.dueOn) return 'stale';
  // The thing may have been done in its area since anyone last looked at the workflow.
  const [step] = await tickFinishedSteps(deps, found.workflow, [found.step]);
  if (!step || step.doneAt) return 'stale';
  // A member who has since left the team is no longer told; the owner is instead.
  const ownerId = found.workflow.ownerId;
  const members = step.assigneeId ? await assignableMembers(deps, ownerId) : [];
  const to = members.some((m) => m.userId === step.assigneeId) ? step.assigneeId! : ownerId;
  // A member cannot open the owner's workflow: their steps are on their workflows page.
  const path =
    to === ownerId
      ? `/legal-solutions/customise-workflow/${encodeURIComponent(found.workflow.id)}`
      : ASSIGNED_STEPS_PATH;
  return inUnitOfWork<'sent' | 'stale'>(deps, async (work) => {
    const claimed = await work.database.db
      .update(workflowSteps)
      .set({ remindedOn: p.dueOn })
      .where(
        and(
          eq(workflowSteps.id, step.id),
          eq(workflowSteps.dueOn, p.dueOn),
          isNull(workflowSteps.doneAt),
          or(isNull(workflowSteps.remindedOn), ne(workflowSteps.remindedOn, p.dueOn)),
        ),
      )
      .returning({ id: workflowSteps.id });
    if (claimed.length === 0) return 'stale';
    // notify() queues the e-mail with the notice when the person wants it (they do unless
    // they switched it off in account settings).
    await notify(work, {
      userId: to,
      kind: 'WORKFLOW_STEP_DUE',
      title: `Due today: ${step.title}`,
      body: `"${step.title}" in the workflow "${found.workflow.title}" is due today, ${formatDateShort(p.dueOn)}.`,
      link: path,
    });
    return 'sent';
  });
}

export function defineWorkflowJobs(deps: TDeps) {
  deps.jobs.define<TPayload>({
    name: STEP_DUE_JOB,
    retry: { limit: 3, backoffSeconds: 60 },
    run: (payload) => remindOfStep(deps, payload),
  });
}
