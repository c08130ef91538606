import {
  annualReviewDate,
  COMPLIANCE_MESSAGES,
  changeNoticeDeadline,
  complianceItemStatus,
  type TComplianceDates,
  type TComplianceItemKind,
  type TComplianceItemStatus,
} from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { ownBusiness, todayOf } from './records.js';
import { queueItemReminders } from './reminders.js';
import { complianceItems, complianceProfiles } from './tables.js';

export type TComplianceItem = typeof complianceItems.$inferSelect;
export type TComplianceProfile = typeof complianceProfiles.$inferSelect;
export type TCalendarItem = TComplianceItem & { status: TComplianceItemStatus };

const TITLES: Record<Exclude<TComplianceItemKind, 'CHANGE_NOTICE'>, string> = {
  ANNUAL_REVIEW: 'Annual company review',
  BUSINESS_NAME_RENEWAL: 'Business name renewal',
  REGISTERED_OFFICE_CONSENT: 'Registered office consent on file',
};

/**
 * Puts one obligation on a business's calendar, once: the same key again changes nothing.
 * Its reminders are queued after the commit.
 */
async function putItem(
  work: TWork,
  o: {
    userId: string;
    businessId: string;
    key: string;
    kind: TComplianceItemKind;
    title: string;
    dueOn: string;
    done?: boolean;
  },
): Promise<TComplianceItem> {
  const { db } = work.database;
  const now = work.clock.now();
  const [inserted] = await db
    .insert(complianceItems)
    .values({
      id: flakeId(now.getTime()),
      userId: o.userId,
      businessId: o.businessId,
      key: o.key,
      kind: o.kind,
      title: o.title,
      dueOn: o.dueOn,
      doneAt: o.done ? now : null,
      doneBy: o.done ? o.userId : null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [complianceItems.businessId, complianceItems.key] })
    .returning();
  if (inserted) {
    if (!inserted.doneAt) work.afterCommit(() => queueItemReminders(work, inserted));
    return inserted;
  }
  const [existing] = await db
    .select()
    .from(complianceItems)
    .where(and(eq(complianceItems.businessId, o.businessId), eq(complianceItems.key, o.key)));
  return existing!;
}

/**
 * Records a deadline another area creates on a business's calendar: a company change that
 * ASIC must be told of within 28 days of `effectiveOn`. Runs in the caller's unit of work,
 * so the deadline exists exactly when the change does. `sourceId` (the change's id) makes
 * it idempotent.
 */
export async function recordComplianceDeadline(
  work: TWork,
  o: { userId: string; businessId: string; sourceId: string; title: string; effectiveOn: string },
): Promise<TComplianceItem> {
  await ownBusiness(work, o);
  return putItem(work, {
    userId: o.userId,
    businessId: o.businessId,
    key: `CHANGE_NOTICE:${o.sourceId}`,
    kind: 'CHANGE_NOTICE',
    title: o.title,
    dueOn: changeNoticeDeadline(o.effectiveOn),
  });
}

/** Marks the deadline recorded for `sourceId` met (the change was lodged). */
export async function completeComplianceDeadline(
  work: TWork,
  o: { businessId: string; sourceId: string; by: string },
): Promise<void> {
  await work.database.db
    .update(complianceItems)
    .set({ doneAt: work.clock.now(), doneBy: o.by })
    .where(
      and(
        eq(complianceItems.businessId, o.businessId),
        eq(complianceItems.key, `CHANGE_NOTICE:${o.sourceId}`),
      ),
    );
}

/**
 * Saves the dates a business's calendar is worked out from, and puts this year's annual
 * review, the business name renewal and the registered office consent on it.
 */
export async function setComplianceDates(o: {
  deps: TDeps;
  userId: string;
  input: TComplianceDates;
}): Promise<TComplianceProfile> {
  const { deps, input } = o;
  await ownBusiness(deps, { userId: o.userId, businessId: input.businessId });
  const today = todayOf(deps);
  if (input.registeredOn > today) {
    throw new AppError('BAD_INPUT', COMPLIANCE_MESSAGES.badRegisteredOn, {
      fields: { registeredOn: COMPLIANCE_MESSAGES.badRegisteredOn },
    });
  }
  return inUnitOfWork(deps, async (work) => {
    const values = {
      businessId: input.businessId,
      userId: o.userId,
      registeredOn: input.registeredOn,
      businessNameRenewalOn: input.businessNameRenewalOn ?? null,
      registeredOfficeConsentOnFile: input.registeredOfficeConsentOnFile,
      updatedAt: deps.clock.now(),
    };
    const [profile] = await work.database.db
      .insert(complianceProfiles)
      .values(values)
      .onConflictDoUpdate({ target: complianceProfiles.businessId, set: values })
      .returning();
    const base = { userId: o.userId, businessId: input.businessId };
    const reviewOn = annualReviewDate(input.registeredOn, today);
    await putItem(work, {
      ...base,
      key: `ANNUAL_REVIEW:${reviewOn}`,
      kind: 'ANNUAL_REVIEW',
      title: TITLES.ANNUAL_REVIEW,
      dueOn: reviewOn,
    });
    if (input.businessNameRenewalOn) {
      await putItem(work, {
        ...base,
        key: `BUSINESS_NAME_RENEWAL:${input.businessNameRenewalOn}`,
        kind: 'BUSINESS_NAME_RENEWAL',
        title: TITLES.BUSINESS_NAME_RENEWAL,
        dueOn: input.businessNameRenewalOn,
      });
    }
    // The consent must be on file by the review, when the company statement names the office.
    const consent = await putItem(work, {
      ...base,
      key: 'REGISTERED_OFFICE_CONSENT',
      kind: 'REGISTERED_OFFICE_CONSENT',
      title: TITLES.REGISTERED_OFFICE_CONSENT,
      dueOn: reviewOn,
      done: input.registeredOfficeConsentOnFile,
    });
    const consentDone = input.registeredOfficeConsentOnFile;
    if (!!consent.doneAt !== consentDone) {
      await work.database.db
        .update(complianceItems)
        .set({
          doneAt: consentDone ? deps.clock.now() : null,
          doneBy: consentDone ? o.userId : null,
        })
        .where(eq(complianceItems.id, consent.id));
    }
    return profile!;
  });
}

export const withStatus = (item: TComplianceItem, today: string): TCalendarItem => ({
  ...item,
  status: complianceItemStatus({ dueOn: item.dueOn, done: !!item.doneAt, today }),
});

/** A business's calendar: its dates and every obligation with where it stands today. */
export async function getComplianceCalendar(o: {
  deps: TDeps;
  userId: string;
  businessId: string;
}): Promise<{ profile: TComplianceProfile | null; items: TCalendarItem[] }> {
  await ownBusiness(o.deps, o);
  const { db } = o.deps.database;
  const [profile] = await db
    .select()
    .from(complianceProfiles)
    .where(eq(complianceProfiles.businessId, o.businessId));
  const rows = await db
    .select()
    .from(complianceItems)
    .where(and(eq(complianceItems.businessId, o.businessId), eq(complianceItems.userId, o.userId)))
    .orderBy(asc(complianceItems.dueOn), asc(complianceItems.id));
  const today = todayOf(o.deps);
  return { profile: profile ?? null, items: rows.map((r) => withStatus(r, today)) };
}
