import { and, asc, eq, sql } from 'drizzle-orm';
import { inUnitOfWork, type TWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { WORKFLOW_MESSAGES } from './messages.js';
import { readWorkflow, type TWorkflowView } from './read-workflows.js';
import { assignableMembers, ownStep, ownWorkflow } from './records.js';
import { queueStepReminder } from './reminders.js';
import { workflowSteps, workflows } from './tables.js';
import { stepChoice } from './templates.js';

export const MAX_STEPS = 30;
type TOwner = { ownerId: string };

const refuse = (field: string, message: string) =>
  new AppError('BAD_INPUT', message, { fields: { [field]: message } });

async function touch(work: TWork, workflowId: string) {
  await work.database.db
    .update(workflows)
    .set({ updatedAt: work.clock.now() })
    .where(eq(workflows.id, workflowId));
}

/** The workflow's steps in order, numbered again from 0 so positions stay a plain sequence. */
async function renumber(work: TWork, workflowId: string, orderedIds: readonly string[]) {
  for (const [position, id] of orderedIds.entries()) {
    await work.database.db
      .update(workflowSteps)
      .set({ position })
      .where(and(eq(workflowSteps.id, id), eq(workflowSteps.workflowId, workflowId)));
  }
}

async function orderedStepIds(work: TWork, workflowId: string): Promise<string[]> {
  const rows = await work.database.db
    .select({ id: workflowSteps.id })
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, workflowId))
    .orderBy(asc(workflowSteps.position), asc(workflowSteps.id));
  return rows.map((r) => r.id);
}

/** Adds a step at the end: one of the journeys' steps, or the customer's own task. */
export async function addStep(
  deps: TDeps,
  o: TOwner & { workflowId: string; choice: string; title?: string | null },
): Promise<TWorkflowView> {
  const choice = stepChoice(o.choice);
  if (!choice) throw refuse('choice', WORKFLOW_MESSAGES.choiceUnknown);
  const title = choice.kind === 'TASK' ? o.title?.trim() : choice.title;
  if (!title) throw refuse('title', WORKFLOW_MESSAGES.taskTitleRequired);
  await inUnitOfWork(deps, async (work) => {
    // Held for update: two adds at once number their steps one after the other.
    await ownWorkflow(work, { ...o, forUpdate: true });
    const ids = await orderedStepIds(work, o.workflowId);
    if (ids.length >= MAX_STEPS) {
      throw new AppError('LIMIT_REACHED', WORKFLOW_MESSAGES.tooManySteps);
    }
    const now = work.clock.now();
    await work.database.db.insert(workflowSteps).values({
      id: flakeId(now.getTime()),
      workflowId: o.workflowId,
      kind: choice.kind,
      title,
      target: choice.target ?? null,
      position: ids.length,
      createdAt: now,
    });
    await touch(work, o.workflowId);
  });
  return readWorkflow(deps, o);
}

export async function removeStep(
  deps: TDeps,
  o: TOwner & { stepId: string },
): Promise<TWorkflowView> {
  const workflowId = await inUnitOfWork(deps, async (work) => {
    const { workflow } = await ownStep(work, { ...o, forUpdate: true });
    const ids = await orderedStepIds(work, workflow.id);
    if (ids.length <= 1) throw new AppError('CONFLICT', WORKFLOW_MESSAGES.lastStep);
    await work.database.db.delete(workflowSteps).where(eq(workflowSteps.id, o.stepId));
    await renumber(
      work,
      workflow.id,
      ids.filter((id) => id !== o.stepId),
    );
    await touch(work, workflow.id);
    return workflow.id;
  });
  return readWorkflow(deps, { ownerId: o.ownerId, workflowId });
}

/** Moves a step one place up or down (the keyboard's way to reorder); at an end it stays. */
export async function moveStep(
  deps: TDeps,
  o: TOwner & { stepId: string; direction: 'UP' | 'DOWN' },
): Promise<TWorkflowView> {
  const workflowId = await inUnitOfWork(deps, async (work) => {
    const { workflow } = await ownStep(work, { ...o, forUpdate: true });
    const ids = await orderedStepIds(work, workflow.id);
    const from = ids.indexOf(o.stepId);
    const to = o.direction === 'UP' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return workflow.id;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await renumber(work, workflow.id, ids);
    await touch(work, workflow.id);
    return workflow.id;
  });
  return readWorkflow(deps, { ownerId: o.ownerId, workflowId });
}

/**
 * Sets when a step is due (a Sydney day, or none) and who does it (a member of the owner's
 * team, or the owner when null). The day's reminder is queued once per step and day.
 */
export async function scheduleStep(
  deps: TDeps,
  o: TOwner & { stepId: string; dueOn: string | null; assigneeId: string | null },
): Promise<TWorkflowView> {
  const { step, workflow } = await ownStep(deps, o);
  if (o.assigneeId && o.assigneeId !== o.ownerId) {
    const members = await assignableMembers(deps, o.ownerId);
    if (!members.some((m) => m.userId === o.assigneeId)) {
      throw refuse('assigneeId', WORKFLOW_MESSAGES.assigneeNotInTeam);
    }
  }
  const assigneeId = o.assigneeId === o.ownerId ? null : o.assigneeId;
  await deps.database.db
    .update(workflowSteps)
    .set({ dueOn: o.dueOn, assigneeId })
    .where(eq(workflowSteps.id, step.id));
  await deps.database.db
    .update(workflows)
    .set({ updatedAt: deps.clock.now() })
    .where(eq(workflows.id, workflow.id));
  if (o.dueOn) await queueStepReminder(deps, { stepId: step.id, dueOn: o.dueOn });
  return readWorkflow(deps, { ownerId: o.ownerId, workflowId: workflow.id });
}

/**
 * The customer ticks a step by hand, or unticks it. An unticked step is held open: the app
 * does not tick it again by itself until the customer ticks it.
 */
export async function tickStep(
  deps: TDeps,
  o: TOwner & { stepId: string; done: boolean },
): Promise<TWorkflowView> {
  const { step, workflow } = await ownStep(deps, o);
  await markStepDone(deps, { stepId: step.id, done: o.done, by: o.ownerId });
  return readWorkflow(deps, { ownerId: o.ownerId, workflowId: workflow.id });
}

/**
 * Ticks (or unticks) a step by hand for whoever may: the owner or the step's assignee. A tick
 * keeps the first time and person; two ticks at once leave the first one's.
 */
export async function markStepDone(
  deps: TDeps,
  o: { stepId: string; done: boolean; by: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db
    .update(workflowSteps)
    .set(
      o.done
        ? {
            doneAt: sql`coalesce(${workflowSteps.doneAt}, ${now.toISOString()}::timestamptz)`,
            doneHow: sql`coalesce(${workflowSteps.doneHow}, 'BY_HAND')`,
            doneBy: sql`case when ${workflowSteps.doneAt} is null then ${o.by} else ${workflowSteps.doneBy} end`,
            heldOpen: false,
          }
        : { doneAt: null, doneHow: null, doneBy: null, heldOpen: true },
    )
    .where(eq(workflowSteps.id, o.stepId));
}
