import {
  ADVICE_MESSAGES,
  HOLDING_STATUSES,
  type TAdvisorKind,
  type TAvailability,
  type TBusy,
  type TSlotRules,
} from '@app/domain';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { advisors, consultations } from './tables.js';

export type TAdvisor = typeof advisors.$inferSelect;

/** Advisors taking bookings, optionally of one kind, in a steady order. */
export async function listAdvisors(o: { deps: TDeps; kind?: TAdvisorKind }): Promise<TAdvisor[]> {
  return o.deps.database.db
    .select()
    .from(advisors)
    .where(and(eq(advisors.active, true), o.kind ? eq(advisors.kind, o.kind) : undefined))
    .orderBy(asc(advisors.createdAt), asc(advisors.lastName), asc(advisors.id));
}

/** An advisor taking bookings, or the catalogue refusal. */
export async function findActiveAdvisor(db: TDb, advisorId: string): Promise<TAdvisor> {
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, advisorId)).limit(1);
  if (!advisor?.active) throw new AppError('NOT_FOUND', ADVICE_MESSAGES.advisorNotFound);
  return advisor;
}

/** The advisor profile of a signed-in lawyer: their account's e-mail is the profile's. */
export async function advisorOfUser(
  deps: TDeps,
  user: Pick<TViewerUser, 'email' | 'isLawyer'>,
): Promise<TAdvisor | undefined> {
  if (!user.isLawyer) return undefined;
  const [advisor] = await deps.database.db
    .select()
    .from(advisors)
    .where(eq(sql`lower(${advisors.email})`, user.email.toLowerCase()))
    .limit(1);
  return advisor;
}

export function availabilityOf(a: TAdvisor): TAvailability {
  return { timeZone: a.timeZone, weekly: a.weeklyHours, overrides: a.dateOverrides };
}

export function slotRulesOf(a: TAdvisor): TSlotRules {
  return {
    lengthMinutes: a.lengthMinutes,
    bufferBeforeMinutes: a.bufferBeforeMinutes,
    bufferAfterMinutes: a.bufferAfterMinutes,
    minimumNoticeMinutes: a.minimumNoticeMinutes,
    dailyLimit: a.dailyLimit ?? undefined,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Times an advisor's bookings hold between two instants (a day wider either side, so a
 * daily limit counts the whole of the advisor's day), leaving one consultation out if asked.
 */
export async function busyTimes(
  db: TDb,
  o: { advisorId: string; from: Date; to: Date; except?: string },
): Promise<TBusy[]> {
  const rows = await db
    .select({ id: consultations.id, start: consultations.startAt, end: consultations.endAt })
    .from(consultations)
    .where(
      and(
        eq(consultations.advisorId, o.advisorId),
        inArray(consultations.status, [...HOLDING_STATUSES]),
        lt(consultations.startAt, new Date(o.to.getTime() + DAY_MS)),
        gt(consultations.endAt, new Date(o.from.getTime() - DAY_MS)),
      ),
    );
  return rows.filter((r) => r.id !== o.except);
}
