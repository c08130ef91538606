import { ADVICE_MESSAGES, type TConsultationNotes } from '@app/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { advisorOfUser, type TAdvisor } from './advisors.js';
import { advisorConsultation, type TConsultation } from './records.js';
import { consultations } from './tables.js';

/** A customer's consultations, newest start first. */
export async function listMyConsultations(o: {
  deps: TDeps;
  user: Pick<TViewerUser, 'id'>;
}): Promise<TConsultation[]> {
  return o.deps.database.db
    .select()
    .from(consultations)
    .where(eq(consultations.customerId, o.user.id))
    .orderBy(desc(consultations.startAt))
    .limit(200);
}

async function requireAdvisor(deps: TDeps, user: TViewerUser): Promise<TAdvisor> {
  const advisor = await advisorOfUser(deps, user);
  if (!advisor) throw new AppError('FORBIDDEN', ADVICE_MESSAGES.advisorsOnly);
  return advisor;
}

/** The signed-in advisor's consultations in start order, with their profile. */
export async function listAdvisorConsultations(o: { deps: TDeps; user: TViewerUser }) {
  const advisor = await requireAdvisor(o.deps, o.user);
  const rows = await o.deps.database.db
    .select()
    .from(consultations)
    .where(eq(consultations.advisorId, advisor.id))
    .orderBy(asc(consultations.startAt))
    .limit(500);
  return { advisor, consultations: rows };
}

/**
 * Notes the advisor writes after the call, shared with the client at once (they are told by
 * e-mail); a consultation whose time has passed becomes COMPLETED.
 */
export async function shareConsultationNotes(o: {
  deps: TDeps;
  user: TViewerUser;
  input: TConsultationNotes;
}): Promise<TConsultation> {
  const advisor = await requireAdvisor(o.deps, o.user);
  const updated = await inUnitOfWork(o.deps, async (work) => {
    const now = o.deps.clock.now();
    const c = await advisorConsultation(work.database.db, {
      id: o.input.id,
      advisorId: advisor.id,
    });
    if (c.status === 'CANCELED') throw new AppError('CONFLICT', ADVICE_MESSAGES.notChangeable);
    const [row] = await work.database.db
      .update(consultations)
      .set({
        notes: o.input.notes,
        notesSharedAt: now,
        status: c.endAt <= now ? 'COMPLETED' : c.status,
        updatedAt: now,
      })
      .where(eq(consultations.id, c.id))
      .returning();
    return row!;
  });
  return updated;
}
