import {
  asicFeesOn,
  calendarDate,
  latenessOn,
  COMPANY_CHANGE_MESSAGES as M,
  nextReviewDate,
  parseIsoDate,
  reviewDateIn,
  reviewDueDate,
  solvencyWithinWindow,
  type TCompanyChangeType,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { startCompanyChange } from './change-operations.js';
import { viewChange } from './change-view.js';
import { ownedCompany, ownedReview, requireRegister, type TCompanyReviewRow } from './records.js';
import { queueReviewReminders } from './review-reminders.js';
import { companyChanges, companyReviews } from './tables.js';

/** A review with the company statement to check, its corrections, the fee and the deadline. */
async function viewReview(deps: TDeps, review: TCompanyReviewRow) {
  const { db } = deps.database;
  const company = await ownedCompany(db, { userId: review.userId, businessId: review.businessId });
  const register = await requireRegister(db, review.businessId);
  const corrections = await db
    .select()
    .from(companyChanges)
    .where(eq(companyChanges.reviewId, review.id));
  const dueDate = reviewDueDate(review.reviewDate);
  return {
    id: review.id,
    businessId: review.businessId,
    acn: company.acn!,
    companyName: register.register.companyName,
    reviewDate: review.reviewDate,
    dueDate,
    status: review.status,
    solvencyResolvedOn: review.solvencyResolvedOn,
    solvencyResolvedBy: review.solvencyResolvedBy,
    completedAt: review.completedAt,
    register: register.register,
    corrections: await Promise.all(corrections.map((c) => viewChange(deps, db, c))),
    annualReviewFeeCents: asicFeesOn(review.reviewDate).annualReviewFeeCents,
    feeSource: asicFeesOn(review.reviewDate).source,
    lateness: review.status === 'COMPLETED' ? null : latenessOn(dueDate, deps.clock.now()),
  };
}
export type TCompanyReviewView = Awaited<ReturnType<typeof viewReview>>;

/**
 * Opens (or finds) the review of a company for a review date: the anniversary of its
 * registration. Without a date, the current review: this year's if it has come, else the next.
 */
export async function openCompanyReview(o: {
  deps: TDeps;
  userId: string;
  businessId: string;
  reviewDate?: string;
}): Promise<TCompanyReviewView> {
  const { db } = o.deps.database;
  const company = await ownedCompany(db, o);
  const register = await requireRegister(db, company.id);
  const now = o.deps.clock.now();
  let reviewDate = o.reviewDate;
  if (reviewDate) {
    const day = parseIsoDate(reviewDate);
    if (
      !day ||
      reviewDateIn(register.registeredOn, day.year) !== reviewDate ||
      reviewDate <= register.registeredOn
    ) {
      throw new AppError('BAD_INPUT', M.reviewNotFound, {
        fields: { reviewDate: M.reviewNotFound },
      });
    }
  } else {
    const today = calendarDate(now);
    const thisYear = reviewDateIn(register.registeredOn, Number(today.slice(0, 4)));
    reviewDate =
      thisYear <= today && thisYear > register.registeredOn
        ? thisYear
        : nextReviewDate(register.registeredOn, now);
  }
  await db
    .insert(companyReviews)
    .values({
      id: flakeId(now.getTime()),
      userId: o.userId,
      businessId: company.id,
      reviewDate,
      status: 'OPEN',
      createdAt: now,
    })
    .onConflictDoNothing();
  const [review] = await db
    .select()
    .from(companyReviews)
    .where(
      and(eq(companyReviews.businessId, company.id), eq(companyReviews.reviewDate, reviewDate)),
    );
  await queueReviewReminders(o.deps, { businessId: company.id, reviewDate });
  return viewReview(o.deps, review!);
}

export async function getCompanyReview(o: { deps: TDeps; userId: string; reviewId: string }) {
  return viewReview(o.deps, await ownedReview(o.deps.database.db, o));
}

/** A detail of the company statement is wrong: it is corrected by a Form 484 of the review. */
export async function correctCompanyStatement(o: {
  deps: TDeps;
  userId: string;
  reviewId: string;
  types: TCompanyChangeType[];
}) {
  const review = await ownedReview(o.deps.database.db, o);
  return startCompanyChange({
    deps: o.deps,
    userId: o.userId,
    reviewId: review.id,
    input: { businessId: review.businessId, types: o.types },
  });
}

/** The directors resolve the company solvent, within two months after the review date. */
export async function resolveSolvency(o: {
  deps: TDeps;
  userId: string;
  reviewId: string;
  resolvedOn: string;
  resolvedBy: string;
}) {
  const today = calendarDate(o.deps.clock.now());
  return inUnitOfWork(o.deps, async (work) => {
    const { db } = work.database;
    const review = await ownedReview(db, { ...o, forUpdate: true });
    if (o.resolvedOn > today || !solvencyWithinWindow(review.reviewDate, o.resolvedOn)) {
      throw new AppError('BAD_INPUT', M.solvencyOutOfWindow, {
        fields: { resolvedOn: M.solvencyOutOfWindow },
      });
    }
    const [updated] = await db
      .update(companyReviews)
      .set({
        solvencyResolvedOn: o.resolvedOn,
        solvencyResolvedBy: o.resolvedBy,
        status: review.status === 'COMPLETED' ? 'COMPLETED' : 'SOLVENCY_CONFIRMED',
      })
      .where(eq(companyReviews.id, review.id))
      .returning();
    return viewReview(work, updated!);
  });
}

/** Confirms the review: the statement checked and the solvency resolution made. */
export async function completeCompanyReview(o: { deps: TDeps; userId: string; reviewId: string }) {
  return inUnitOfWork(o.deps, async (work) => {
    const { db } = work.database;
    const review = await ownedReview(db, { ...o, forUpdate: true });
    if (review.status === 'COMPLETED') return viewReview(work, review);
    if (!review.solvencyResolvedOn) throw new AppError('CONFLICT', M.solvencyNeeded);
    const [updated] = await db
      .update(companyReviews)
      .set({ status: 'COMPLETED', completedAt: work.clock.now() })
      .where(eq(companyReviews.id, review.id))
      .returning();
    return viewReview(work, updated!);
  });
}
