import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { teamOwnerIdOf } from '../teams/index.js';
import { markStepDone } from './edit-steps.js';
import { tickFinishedSteps } from './read-workflows.js';
import { stepMissing, type TStepRow, type TWorkflowRow } from './records.js';
import { workflowSteps, workflows } from './tables.js';

/** A step of the team owner's workflow given to the member who reads it. */
export type TAssignedStep = TStepRow & { workflowTitle: string; ownerName: string };

/**
 * The steps given to this member in their team owner's workflows. Only while they are on
 * that team: a member who left sees none (the owner is told of those steps instead), and a
 * customer on no team sees none, whoever a step once named.
 */
async function assignedRows(deps: TDeps, o: { memberId: string; stepId?: string }) {
  const ownerId = await teamOwnerIdOf(deps, o.memberId);
  if (!ownerId) return [];
  return deps.database.db
    .select({
      step: workflowSteps,
      workflow: workflows,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
    })
    .from(workflowSteps)
    .innerJoin(workflows, eq(workflows.id, workflowSteps.workflowId))
    .innerJoin(users, eq(users.id, workflows.ownerId))
    .where(
      and(
        eq(workflowSteps.assigneeId, o.memberId),
        eq(workflows.ownerId, ownerId),
        o.stepId ? eq(workflowSteps.id, o.stepId) : undefined,
      ),
    )
    .orderBy(asc(workflows.createdAt), asc(workflowSteps.position), asc(workflowSteps.id));
}

/** "Assigned to you": each step brought up to date as the owner would see it. */
export async function listAssignedSteps(
  deps: TDeps,
  o: { memberId: string; stepId?: string },
): Promise<TAssignedStep[]> {
  const rows = await assignedRows(deps, o);
  const result: TAssignedStep[] = [];
  for (const row of rows) {
    const [step] = await tickFinishedSteps(deps, row.workflow as TWorkflowRow, [row.step]);
    result.push({
      ...(step ?? row.step),
      workflowTitle: row.workflow.title,
      ownerName: `${row.ownerFirst} ${row.ownerLast}`.trim(),
    });
  }
  return result;
}

/**
 * The member ticks (or unticks) a step given to them; the owner sees who ticked it. Any step
 * not given to this member, on their current team, is refused as not found.
 */
export async function tickAssignedStep(
  deps: TDeps,
  o: { memberId: string; stepId: string; done: boolean },
): Promise<TAssignedStep> {
  const [mine] = await assignedRows(deps, o);
  if (!mine) throw stepMissing();
  await markStepDone(deps, { stepId: mine.step.id, done: o.done, by: o.memberId });
  const [after] = await listAssignedSteps(deps, o);
  if (!after) throw stepMissing();
  return after;
}
