import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { isStepDone } from './completion.js';
import { ownWorkflow, stepsOf, type TStepRow, type TWorkflowRow } from './records.js';
import { workflowSteps, workflows } from './tables.js';

export type TWorkflowView = TWorkflowRow & { steps: TStepRow[] };

/**
 * Ticks the open steps whose thing is now done in its area. Run whenever a workflow is read
 * (and before a reminder), so no area needs to tell workflows anything. A step the customer
 * unticked stays open; the update only takes a step still open, so two reads at once tick
 * it once.
 */
export async function tickFinishedSteps(
  deps: TDeps,
  workflow: TWorkflowRow,
  steps: TStepRow[],
): Promise<TStepRow[]> {
  const now = deps.clock.now();
  const result: TStepRow[] = [];
  for (const step of steps) {
    if (step.doneAt || step.heldOpen || step.kind === 'TASK') {
      result.push(step);
      continue;
    }
    const done = await isStepDone(deps, {
      ownerId: workflow.ownerId,
      since: workflow.createdAt,
      step,
    });
    if (!done) {
      result.push(step);
      continue;
    }
    const [ticked] = await deps.database.db
      .update(workflowSteps)
      .set({ doneAt: now, doneHow: 'AUTOMATIC' })
      .where(
        and(
          eq(workflowSteps.id, step.id),
          isNull(workflowSteps.doneAt),
          eq(workflowSteps.heldOpen, false),
        ),
      )
      .returning();
    result.push(ticked ?? step);
  }
  return result;
}

/** The customer's workflows, newest first, each with its steps in order and brought up to date. */
export async function listWorkflows(deps: TDeps, ownerId: string): Promise<TWorkflowView[]> {
  const rows = await deps.database.db
    .select()
    .from(workflows)
    .where(eq(workflows.ownerId, ownerId))
    .orderBy(desc(workflows.createdAt), asc(workflows.id));
  const steps = await stepsOf(
    deps,
    rows.map((w) => w.id),
  );
  const views: TWorkflowView[] = [];
  for (const workflow of rows) {
    const own = steps.filter((s) => s.workflowId === workflow.id);
    views.push({ ...workflow, steps: await tickFinishedSteps(deps, workflow, own) });
  }
  return views;
}

/** One of the customer's workflows; another customer's id is refused as not found. */
export async function readWorkflow(
  deps: TDeps,
  o: { ownerId: string; workflowId: string },
): Promise<TWorkflowView> {
  const workflow = await ownWorkflow(deps, o);
  const steps = await stepsOf(deps, [workflow.id]);
  return { ...workflow, steps: await tickFinishedSteps(deps, workflow, steps) };
}
