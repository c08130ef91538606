import { formatDateShort, sydneyHourOn } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { tickFinishedSteps } from './read-workflows.js';
import { assignableMembers } from './records.js';
import { workflowSteps, workflows } from './tables.js';

export const STEP_DUE_JOB = 'workflows.step-due';
/** The reminder goes at this Sydney hour on the step's due day. */
export const REMINDER_HOUR = 9;
type TPayload = { stepId: string; dueOn: string };

/**
 * Queues the e-mail for 9 am Sydney on the step's due day. The job key is the step and the
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
 * Mails the step's assignee (the owner when nobody is, or the assignee left the team), unless the step is gone, done, or
 * now due another day (that day has its own reminder).
 */
async function remindOfStep(deps: TDeps, p: TPayload): Promise<'sent' | 'stale'> {
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
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, to));
  if (!person) return 'stale';
  const link = `${deps.config.APP_URL}/legal-solutions/customise-workflow/${encodeURIComponent(found.workflow.id)}`;
  await deps.mailer.send({
    to: person.email,
    subject: `Due today: ${step.title}`,
    text: [
      `Hi ${person.firstName},`,
      '',
      `"${step.title}" in the workflow "${found.workflow.title}" is due today, ${formatDateShort(p.dueOn)}.`,
      'Open the workflow to do it or tick it off:',
      link,
      '',
      'Clausewell',
    ].join('\n'),
  });
  return 'sent';
}

export function defineWorkflowJobs(deps: TDeps) {
  deps.jobs.define<TPayload>({
    name: STEP_DUE_JOB,
    retry: { limit: 3, backoffSeconds: 60 },
    run: (payload) => remindOfStep(deps, payload),
  });
}
