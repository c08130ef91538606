import { and, eq } from 'drizzle-orm';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { WORKFLOW_MESSAGES } from './messages.js';
import { readWorkflow, type TWorkflowView } from './read-workflows.js';
import { workflowSteps, workflows } from './tables.js';
import { workflowTemplate } from './templates.js';

/**
 * Starts a guided journey from its template, steps and all, in one transaction. Starting one
 * the customer already has answers the one they have (the unique index decides a race).
 */
export async function startWorkflow(
  deps: TDeps,
  o: { ownerId: string; templateKey: string },
): Promise<TWorkflowView> {
  const template = workflowTemplate(o.templateKey);
  if (!template) throw new AppError('BAD_INPUT', WORKFLOW_MESSAGES.templateUnknown);
  const workflowId = await inUnitOfWork(deps, async (work) => {
    const now = work.clock.now();
    const id = flakeId(now.getTime());
    const [created] = await work.database.db
      .insert(workflows)
      .values({
        id,
        ownerId: o.ownerId,
        templateKey: template.key,
        title: template.title,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: workflows.id });
    if (!created) {
      const [existing] = await work.database.db
        .select({ id: workflows.id })
        .from(workflows)
        .where(and(eq(workflows.ownerId, o.ownerId), eq(workflows.templateKey, template.key)));
      if (!existing) throw new Error('workflow neither created nor found');
      return existing.id;
    }
    await work.database.db.insert(workflowSteps).values(
      template.steps.map((step, position) => ({
        id: flakeId(now.getTime()),
        workflowId: id,
        kind: step.kind,
        title: step.title,
        target: step.target ?? null,
        position,
        createdAt: now,
      })),
    );
    return id;
  });
  return readWorkflow(deps, { ownerId: o.ownerId, workflowId });
}

/** The customer gives up a journey: it goes with its steps (and their reminders fall silent). */
export async function deleteWorkflow(
  deps: TDeps,
  o: { ownerId: string; workflowId: string },
): Promise<boolean> {
  const removed = await deps.database.db
    .delete(workflows)
    .where(and(eq(workflows.id, o.workflowId), eq(workflows.ownerId, o.ownerId)))
    .returning({ id: workflows.id });
  return removed.length > 0;
}
