import {
  ADVICE_MESSAGES,
  HOLDING_STATUSES,
  mayChangeConsultation,
  type TCancelConsultation,
  type TRescheduleConsultation,
} from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { withAdvisorLock } from './book.js';
import { customerConsultation, type TConsultation, tellCustomer } from './records.js';
import { queueReminders } from './reminders.js';
import { requireFreeSlot } from './slots.js';
import { advisors, consultations } from './tables.js';

/** A consultation the customer may still change: held, and far enough away. */
function requireChangeable(c: TConsultation, now: Date) {
  if (!HOLDING_STATUSES.includes(c.status) || c.endAt <= now) {
    throw new AppError('CONFLICT', ADVICE_MESSAGES.notChangeable);
  }
  if (!mayChangeConsultation(c.startAt, now)) {
    throw new AppError('CONFLICT', ADVICE_MESSAGES.tooLateToChange);
  }
}

async function ownedAdvisorId(db: TDb, id: string, customerId: string) {
  return (await customerConsultation(db, { id, customerId })).advisorId;
}

/** Moves a customer's consultation to another free slot of the same advisor; the invite updates. */
export async function rescheduleConsultation(o: {
  deps: TDeps;
  user: TViewerUser;
  input: TRescheduleConsultation;
}): Promise<TConsultation> {
  const { deps, input } = o;
  const advisorId = await ownedAdvisorId(deps.database.db, input.id, o.user.id);
  const moved = await withAdvisorLock(deps, advisorId, () =>
    inUnitOfWork(deps, async (work) => {
      const db = work.database.db;
      const now = deps.clock.now();
      const c = await customerConsultation(db, {
        ...input,
        customerId: o.user.id,
        forUpdate: true,
      });
      requireChangeable(c, now);
      const [advisor] = await db.select().from(advisors).where(eq(advisors.id, c.advisorId));
      const end = await requireFreeSlot(db, {
        advisor: advisor!,
        start: input.start,
        now,
        except: c.id,
      });
      const [row] = await db
        .update(consultations)
        .set({
          startAt: input.start,
          endAt: end,
          sequence: sql`${consultations.sequence} + 1`,
          changeReason: input.reason || null,
          updatedAt: now,
        })
        .where(eq(consultations.id, c.id))
        .returning();
      return row!;
    }),
  );
  await tellCustomer(deps, { what: 'MOVED', c: moved });
  await queueReminders(deps, moved);
  return moved;
}

/** Cancels a customer's consultation and frees the slot; the calendar entry is withdrawn. */
export async function cancelConsultation(o: {
  deps: TDeps;
  user: TViewerUser;
  input: TCancelConsultation;
}): Promise<TConsultation> {
  const { deps, input } = o;
  const canceled = await inUnitOfWork(deps, async (work) => {
    const now = deps.clock.now();
    const c = await customerConsultation(work.database.db, {
      id: input.id,
      customerId: o.user.id,
      forUpdate: true,
    });
    requireChangeable(c, now);
    const [row] = await work.database.db
      .update(consultations)
      .set({
        status: 'CANCELED',
        canceledAt: now,
        sequence: sql`${consultations.sequence} + 1`,
        changeReason: input.reason || null,
        updatedAt: now,
      })
      .where(eq(consultations.id, c.id))
      .returning();
    return row!;
  });
  await tellCustomer(deps, { what: 'CANCELED', c: canceled });
  return canceled;
}
