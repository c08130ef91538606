import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { teamSeatsOf } from '../teams/index.js';
import { WORKFLOW_MESSAGES } from './messages.js';
import { workflowSteps, workflows } from './tables.js';

export type TWorkflowRow = typeof workflows.$inferSelect;
export type TStepRow = typeof workflowSteps.$inferSelect;
type TReader = Pick<TDeps, 'database'>;

export const workflowMissing = () => new AppError('NOT_FOUND', WORKFLOW_MESSAGES.workflowNotFound);
export const stepMissing = () => new AppError('NOT_FOUND', WORKFLOW_MESSAGES.stepNotFound);

/**
 * The owner's workflow by id. Another customer's id reads as missing, the same answer as an
 * id that never existed, so ids cannot be probed. `forUpdate` holds its edits in order.
 */
export async function ownWorkflow(
  deps: TReader,
  o: { ownerId: string; workflowId: string; forUpdate?: boolean },
): Promise<TWorkflowRow> {
  const query = deps.database.db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, o.workflowId), eq(workflows.ownerId, o.ownerId)));
  const [row] = o.forUpdate ? await query.for('update') : await query;
  if (!row) throw workflowMissing();
  return row;
}

/** The owner's step by id, with its workflow (held for update when asked). */
export async function ownStep(
  deps: TReader,
  o: { ownerId: string; stepId: string; forUpdate?: boolean },
): Promise<{ step: TStepRow; workflow: TWorkflowRow }> {
  const [found] = await deps.database.db
    .select({ step: workflowSteps, workflowId: workflows.id })
    .from(workflowSteps)
    .innerJoin(workflows, eq(workflows.id, workflowSteps.workflowId))
    .where(and(eq(workflowSteps.id, o.stepId), eq(workflows.ownerId, o.ownerId)));
  if (!found) throw stepMissing();
  const workflow = await ownWorkflow(deps, {
    ownerId: o.ownerId,
    workflowId: found.workflowId,
    forUpdate: o.forUpdate,
  });
  return { step: found.step, workflow };
}

export async function stepsOf(deps: TReader, workflowIds: readonly string[]): Promise<TStepRow[]> {
  if (workflowIds.length === 0) return [];
  return deps.database.db
    .select()
    .from(workflowSteps)
    .where(inArray(workflowSteps.workflowId, [...workflowIds]))
    .orderBy(asc(workflowSteps.position), asc(workflowSteps.id));
}

export type TTeamMember = { userId: string; name: string; email: string };

/** The owner's team members who have accepted their place: who a step can be given to. */
export async function assignableMembers(deps: TDeps, ownerId: string): Promise<TTeamMember[]> {
  const seats = await teamSeatsOf(deps, ownerId);
  const ids = seats.flatMap((s) => (s.userId ? [s.userId] : []));
  if (ids.length === 0) return [];
  const rows = await deps.database.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    return u ? [{ userId: id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }] : [];
  });
}

/** The name of the team member who ticked a step by hand; null when the owner or the app did. */
export async function tickedByMember(deps: TReader, step: TStepRow): Promise<string | null> {
  if (!step.doneBy || !step.doneAt) return null;
  const [row] = await deps.database.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(workflows, eq(workflows.id, step.workflowId))
    .where(and(eq(users.id, step.doneBy), ne(workflows.ownerId, step.doneBy)));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
