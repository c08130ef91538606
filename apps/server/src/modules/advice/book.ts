import {
  ADVICE_MESSAGES,
  DEFAULT_TIME_ZONE,
  isKnownTimeZone,
  mayBookConsultation,
  type TBookConsultation,
} from '@app/domain';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import { LockTimeoutError } from '../../platform/db/locks.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { getSubscriptionSummary } from '../billing/index.js';
import { findActiveAdvisor } from './advisors.js';
import {
  isUniqueViolation,
  newConsultationId,
  type TConsultation,
  tellCustomer,
} from './records.js';
import { queueReminders } from './reminders.js';
import { requireFreeSlot } from './slots.js';
import { consultations } from './tables.js';

export const advisorLockKey = (advisorId: string) => `advisor:${advisorId}`;

const slotTaken = () => new AppError('CONFLICT', ADVICE_MESSAGES.slotTaken);

/**
 * Runs a change of an advisor's diary while no other booking of that advisor runs, on any
 * instance; the unique index on (advisor, start) still catches a writer that skipped it.
 */
export async function withAdvisorLock<T>(
  deps: TDeps,
  advisorId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await deps.database.locks.withLock(advisorLockKey(advisorId), work);
  } catch (error) {
    if (error instanceof LockTimeoutError || isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

/** Whether the customer's plan covers this kind of advisor; if not, the way to a plan that does. */
export async function requireConsultationPlan(
  deps: TDeps,
  o: { user: Pick<TViewerUser, 'id' | 'isLawyer'>; kind: 'LEGAL' | 'ACCOUNTANT' },
): Promise<void> {
  const summary = await getSubscriptionSummary(deps, o.user);
  if (mayBookConsultation(o.kind, summary)) return;
  throw new AppError(
    'PAYMENT_REQUIRED',
    o.kind === 'LEGAL' ? ADVICE_MESSAGES.needsLegalPlan : ADVICE_MESSAGES.needsAccountingPlan,
  );
}

/** Books a free slot with an advisor for a customer whose plan covers it, and mails the invite. */
export async function bookConsultation(o: {
  deps: TDeps;
  user: TViewerUser;
  input: TBookConsultation;
}): Promise<TConsultation> {
  const { deps, input } = o;
  const advisor = await findActiveAdvisor(deps.database.db, input.advisorId);
  await requireConsultationPlan(deps, { user: o.user, kind: advisor.kind });
  const timeZone =
    input.timeZone && isKnownTimeZone(input.timeZone) ? input.timeZone : DEFAULT_TIME_ZONE;
  const booked = await withAdvisorLock(deps, advisor.id, () =>
    inUnitOfWork(deps, async (work) => {
      const now = deps.clock.now();
      const end = await requireFreeSlot(work.database.db, { advisor, start: input.start, now });
      const [row] = await work.database.db
        .insert(consultations)
        .values({
          id: newConsultationId(),
          customerId: o.user.id,
          advisorId: advisor.id,
          status: 'RESERVED',
          media: input.media,
          topic: input.topic,
          question: input.question || null,
          startAt: input.start,
          endAt: end,
          customerTimeZone: timeZone,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    }),
  );
  await tellCustomer(deps, { what: 'BOOKED', c: booked });
  await queueReminders(deps, booked);
  return booked;
}
