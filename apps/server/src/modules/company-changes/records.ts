import { COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { businesses } from '../businesses/index.js';
import { companyChanges, companyRegisters, companyReviews } from './tables.js';

export type TCompanyChangeRow = typeof companyChanges.$inferSelect;
export type TCompanyRegisterRow = typeof companyRegisters.$inferSelect;
export type TCompanyReviewRow = typeof companyReviews.$inferSelect;
export type TCompanyRow = typeof businesses.$inferSelect;

// Another customer's company, change or review answers as if it did not exist, so ids
// cannot be probed.

/** The customer's own company (a business with an ACN). */
export async function ownedCompany(
  db: TDb,
  o: { userId: string; businessId: string },
): Promise<TCompanyRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, o.businessId), eq(businesses.userId, o.userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', M.companyNotFound);
  if (!row.acn) throw new AppError('BAD_INPUT', M.notACompany);
  return row;
}

export async function registerOf(db: TDb, businessId: string): Promise<TCompanyRegisterRow | null> {
  const [row] = await db
    .select()
    .from(companyRegisters)
    .where(eq(companyRegisters.businessId, businessId))
    .limit(1);
  return row ?? null;
}

export async function requireRegister(db: TDb, businessId: string): Promise<TCompanyRegisterRow> {
  const row = await registerOf(db, businessId);
  if (!row) throw new AppError('CONFLICT', M.registerMissing);
  return row;
}

/** The customer's own change, row-locked when it is about to be changed. */
export async function ownedChange(
  db: TDb,
  o: { userId: string; changeId: string; forUpdate?: boolean },
): Promise<TCompanyChangeRow> {
  const query = db
    .select()
    .from(companyChanges)
    .where(and(eq(companyChanges.id, o.changeId), eq(companyChanges.userId, o.userId)))
    .limit(1);
  const [row] = o.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', M.changeNotFound);
  return row;
}

export async function ownedReview(
  db: TDb,
  o: { userId: string; reviewId: string; forUpdate?: boolean },
): Promise<TCompanyReviewRow> {
  const query = db
    .select()
    .from(companyReviews)
    .where(and(eq(companyReviews.id, o.reviewId), eq(companyReviews.userId, o.userId)))
    .limit(1);
  const [row] = o.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', M.reviewNotFound);
  return row;
}
