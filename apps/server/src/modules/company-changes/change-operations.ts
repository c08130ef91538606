import {
  COMPANY_CHANGE_PRICE_CENTS,
  calendarDate,
  COMPANY_CHANGE_MESSAGES as M,
  type TSaveCompanyChange,
  type TStartCompanyChange,
} from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newChangeId, previewChange, type TCompanyChangeView, viewChange } from './change-view.js';
import { ownedChange, ownedCompany, requireRegister } from './records.js';
import { companyChanges } from './tables.js';

const EDITABLE = ['InProgress', 'PendingPayment', 'PaymentFailed'] as const;

/** Starts a change of a company with the types chosen; the forms are filled next. */
export async function startCompanyChange(o: {
  deps: TDeps;
  userId: string;
  input: TStartCompanyChange;
  reviewId?: string;
}): Promise<TCompanyChangeView> {
  const { db } = o.deps.database;
  const company = await ownedCompany(db, { userId: o.userId, businessId: o.input.businessId });
  await requireRegister(db, company.id);
  const now = o.deps.clock.now();
  const [row] = await db
    .insert(companyChanges)
    .values({
      id: newChangeId(o.deps),
      userId: o.userId,
      businessId: company.id,
      reviewId: o.reviewId ?? null,
      status: 'InProgress',
      types: [...new Set(o.input.types)],
      changes: [],
      priceCents: COMPANY_CHANGE_PRICE_CENTS,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return viewChange(o.deps, db, row!);
}

/** Changes the types chosen for a change still being filled in (select-changes with a changeId). */
export async function chooseChangeTypes(o: {
  deps: TDeps;
  userId: string;
  changeId: string;
  types: TStartCompanyChange['types'];
}): Promise<TCompanyChangeView> {
  return inUnitOfWork(o.deps, async (work) => {
    const { db } = work.database;
    const row = await ownedChange(db, { ...o, forUpdate: true });
    if (!EDITABLE.includes(row.status as (typeof EDITABLE)[number])) {
      throw new AppError('CONFLICT', M.notEditable);
    }
    const types = [...new Set(o.types)];
    const [updated] = await db
      .update(companyChanges)
      .set({
        types,
        changes: row.changes.filter((c) => types.includes(c.type)),
        status: 'InProgress',
        updatedAt: work.clock.now(),
      })
      .where(eq(companyChanges.id, row.id))
      .returning();
    return viewChange(o.deps, db, updated!);
  });
}

/**
 * Saves the forms and the effective date. A change whose forms are all filled and whose
 * register after it keeps every rule is ready for payment (PendingPayment); one with a problem
 * is saved as it is (InProgress) and the problems are shown beside the summary.
 */
export async function saveCompanyChange(o: {
  deps: TDeps;
  userId: string;
  changeId: string;
  input: TSaveCompanyChange;
}): Promise<TCompanyChangeView> {
  const today = calendarDate(o.deps.clock.now());
  if (o.input.effectiveDate > today) {
    throw new AppError('BAD_INPUT', M.effectiveDateFuture, {
      fields: { effectiveDate: M.effectiveDateFuture },
    });
  }
  return inUnitOfWork(o.deps, async (work) => {
    const { db } = work.database;
    const row = await ownedChange(db, { ...o, forUpdate: true });
    if (!EDITABLE.includes(row.status as (typeof EDITABLE)[number])) {
      throw new AppError('CONFLICT', M.notEditable);
    }
    const register = await requireRegister(db, row.businessId);
    const types = [...new Set([...row.types, ...o.input.changes.map((c) => c.type)])];
    const next = { ...row, changes: o.input.changes, effectiveDate: o.input.effectiveDate, types };
    const { problems } = previewChange(register.register, next, work.clock.now());
    const complete = types.every((t) => o.input.changes.some((c) => c.type === t));
    const ready = complete && problems.length === 0;
    const [updated] = await db
      .update(companyChanges)
      .set({
        types,
        changes: o.input.changes,
        effectiveDate: o.input.effectiveDate,
        status: ready
          ? row.status === 'PaymentFailed'
            ? 'PaymentFailed'
            : 'PendingPayment'
          : 'InProgress',
        updatedAt: work.clock.now(),
      })
      .where(eq(companyChanges.id, row.id))
      .returning();
    return viewChange(o.deps, db, updated!);
  });
}

export async function getCompanyChange(o: { deps: TDeps; userId: string; changeId: string }) {
  const { db } = o.deps.database;
  return viewChange(o.deps, db, await ownedChange(db, o));
}

/** The customer's changes of one company (or all), newest first. */
export async function listCompanyChanges(o: { deps: TDeps; userId: string; businessId?: string }) {
  const { db } = o.deps.database;
  const rows = await db
    .select()
    .from(companyChanges)
    .where(
      and(
        eq(companyChanges.userId, o.userId),
        o.businessId ? eq(companyChanges.businessId, o.businessId) : undefined,
      ),
    )
    .orderBy(desc(companyChanges.createdAt))
    .limit(100);
  return Promise.all(rows.map((r) => viewChange(o.deps, db, r)));
}
