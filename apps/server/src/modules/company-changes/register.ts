import {
  calendarDate,
  COMPANY_CHANGE_MESSAGES as M,
  nextReviewDate,
  registerProblems,
  type TCompanyRegister,
} from '@app/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { businesses } from '../businesses/index.js';
import { ownedCompany, registerOf } from './records.js';
import { queueReviewReminders } from './review-reminders.js';
import { companyRegisters } from './tables.js';

export type TCompanySummary = {
  businessId: string;
  entityName: string;
  acn: string;
  hasRegister: boolean;
  registeredOn: string | null;
  nextReviewDate: string | null;
};

/** The customer's companies (businesses with an ACN), each saying whether its register is set up. */
export async function listCompanies(o: {
  deps: TDeps;
  userId: string;
}): Promise<TCompanySummary[]> {
  const rows = await o.deps.database.db
    .select({ b: businesses, r: companyRegisters })
    .from(businesses)
    .leftJoin(companyRegisters, eq(companyRegisters.businessId, businesses.id))
    .where(and(eq(businesses.userId, o.userId), isNotNull(businesses.acn)))
    .orderBy(businesses.entityName)
    .limit(200);
  const now = o.deps.clock.now();
  return rows.map(({ b, r }) => ({
    businessId: b.id,
    entityName: r?.register.companyName ?? b.entityName,
    acn: b.acn!,
    hasRegister: r !== null,
    registeredOn: r?.registeredOn ?? null,
    nextReviewDate: r ? nextReviewDate(r.registeredOn, now) : null,
  }));
}

/** A company's register, or null when it has not been set up yet. */
export async function getCompanyRegister(o: { deps: TDeps; userId: string; businessId: string }) {
  const { db } = o.deps.database;
  const company = await ownedCompany(db, o);
  const row = await registerOf(db, company.id);
  return {
    businessId: company.id,
    acn: company.acn!,
    entityName: company.entityName,
    register: row?.register ?? null,
    registeredOn: row?.registeredOn ?? null,
  };
}

function requireValid(register: TCompanyRegister, day: string) {
  const problems = registerProblems(register, day);
  if (problems.length > 0) {
    throw new AppError('BAD_INPUT', problems[0]!.message, {
      fields: { register: problems.map((p) => p.message).join(' ') },
    });
  }
}

/**
 * "Set up your company register": the customer enters it once. A second setup is refused;
 * from then on only a lodged change alters it.
 */
export async function setUpCompanyRegister(o: {
  deps: TDeps;
  userId: string;
  businessId: string;
  register: TCompanyRegister;
  registeredOn: string;
}) {
  const { db } = o.deps.database;
  const company = await ownedCompany(db, o);
  const today = calendarDate(o.deps.clock.now());
  if (o.registeredOn > today) throw new AppError('BAD_INPUT', M.effectiveDateFuture);
  requireValid(o.register, today);
  const now = o.deps.clock.now();
  const [inserted] = await db
    .insert(companyRegisters)
    .values({
      businessId: company.id,
      userId: o.userId,
      register: o.register,
      registeredOn: o.registeredOn,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw new AppError('CONFLICT', M.registerExists);
  await queueReviewReminders(o.deps, {
    businessId: company.id,
    reviewDate: nextReviewDate(o.registeredOn, now),
  });
  return getCompanyRegister(o);
}

/**
 * For company registration: fills a new company's register from its Form 201, inside the
 * registration's unit of work. A register already there is left as it is.
 */
export async function seedCompanyRegister(
  work: TWork,
  o: { businessId: string; userId: string; register: TCompanyRegister; registeredOn: string },
): Promise<void> {
  const now = work.clock.now();
  await work.database.db
    .insert(companyRegisters)
    .values({ ...o, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  // The job queue writes outside this transaction: reminders are queued once it has committed.
  work.afterCommit(() =>
    queueReviewReminders(work, {
      businessId: o.businessId,
      reviewDate: nextReviewDate(o.registeredOn, now),
    }),
  );
}
