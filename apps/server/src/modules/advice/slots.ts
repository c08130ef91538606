import { ADVICE_MESSAGES, CONSULTATION_RULES, freeSlots, isFreeSlot } from '@app/domain';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import {
  availabilityOf,
  busyTimes,
  findActiveAdvisor,
  slotRulesOf,
  type TAdvisor,
} from './advisors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The starts a customer may book with an advisor between two instants (at most 31 days). */
export async function listFreeSlots(o: {
  deps: TDeps;
  advisorId: string;
  from: Date;
  to: Date;
}): Promise<Date[]> {
  const span = o.to.getTime() - o.from.getTime();
  if (!(span > 0 && span <= 31 * DAY_MS)) {
    throw new AppError('BAD_INPUT', ADVICE_MESSAGES.badRange, {
      fields: { to: ADVICE_MESSAGES.badRange },
    });
  }
  const now = o.deps.clock.now();
  const horizon = new Date(now.getTime() + CONSULTATION_RULES.bookingHorizonDays * DAY_MS);
  const to = o.to > horizon ? horizon : o.to;
  const advisor = await findActiveAdvisor(o.deps.database.db, o.advisorId);
  const busy = await busyTimes(o.deps.database.db, { advisorId: advisor.id, from: o.from, to });
  return freeSlots({
    availability: availabilityOf(advisor),
    rules: slotRulesOf(advisor),
    busy,
    from: o.from,
    to,
    now,
  });
}

/**
 * Refuses a start that is not one of the advisor's free slots now, read inside the advisor's
 * lock so the answer holds until the booking is written.
 */
export async function requireFreeSlot(
  db: TDb,
  o: { advisor: TAdvisor; start: Date; now: Date; except?: string },
): Promise<Date> {
  const horizon = o.now.getTime() + CONSULTATION_RULES.bookingHorizonDays * DAY_MS;
  const lengthMs = o.advisor.lengthMinutes * 60_000;
  const busy = await busyTimes(db, {
    advisorId: o.advisor.id,
    from: o.start,
    to: new Date(o.start.getTime() + lengthMs),
    except: o.except,
  });
  const free =
    o.start.getTime() <= horizon &&
    isFreeSlot({
      availability: availabilityOf(o.advisor),
      rules: slotRulesOf(o.advisor),
      busy,
      now: o.now,
      start: o.start,
    });
  if (!free) {
    const taken = busy.some((b) => b.start.getTime() === o.start.getTime());
    throw new AppError(
      'CONFLICT',
      taken ? ADVICE_MESSAGES.slotTaken : ADVICE_MESSAGES.slotUnavailable,
    );
  }
  return new Date(o.start.getTime() + lengthMs);
}
