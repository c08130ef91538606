import { COMPANY_CHANGE_LABELS, COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { eq } from 'drizzle-orm';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { TLodgementOutcome } from '../businesses/index.js';
import { businesses } from '../businesses/index.js';
import { previewChange, type TCompanyChangeView, viewChange } from './change-view.js';
import { tellCustomer } from './mails.js';
import { ownedChange, requireRegister, type TCompanyChangeRow } from './records.js';
import { companyChanges, companyRegisters } from './tables.js';

/** What the lodgement agent is sent: the Form 484's changes with the company they are for. */
function form484(row: TCompanyChangeRow, acn: string, companyName: string) {
  return {
    acn,
    companyName,
    effectiveDate: row.effectiveDate,
    changes: row.changes,
    summary: row.types.map((t) => COMPANY_CHANGE_LABELS[t]),
  };
}

/**
 * Lodges a paid change through the lodgement port (keyed by the change's id, so a retry lodges
 * once). ACCEPTED: Submitted, and the register and the company's record in My businesses take
 * the change. REJECTED: InReview with ASIC's reason, for us to correct. PENDING: InReview, and
 * reading the change asks ASIC again.
 */
export async function submitCompanyChange(o: {
  deps: TDeps;
  userId: string;
  changeId: string;
}): Promise<TCompanyChangeView> {
  const { deps } = o;
  const { db } = deps.database;
  const row = await ownedChange(db, o);
  if (row.status === 'Submitted' || (row.status === 'InReview' && row.rejectionReason)) {
    return viewChange(deps, db, row);
  }
  if (row.status !== 'Paid' && row.status !== 'InReview') {
    throw new AppError('CONFLICT', M.notSubmittable);
  }
  const [company] = await db.select().from(businesses).where(eq(businesses.id, row.businessId));
  const register = await requireRegister(db, row.businessId);
  const outcome: TLodgementOutcome =
    row.status === 'InReview' && row.lodgementReference
      ? await deps.lodgement.outcome(row.lodgementReference)
      : await deps.lodgement.submit({
          kind: 'ASIC_484_COMPANY_CHANGE',
          idempotencyKey: row.id,
          lodgedBy: o.userId,
          form: form484(row, company!.acn!, register.register.companyName),
        });
  const settled = await recordOutcome(deps, row.id, outcome);
  if (settled.changed) await tellCustomer(deps, settled.row);
  return viewChange(deps, db, settled.row);
}

async function recordOutcome(deps: TDeps, changeId: string, outcome: TLodgementOutcome) {
  return inUnitOfWork(deps, async (work) => {
    const { db } = work.database;
    const [row] = await db
      .select()
      .from(companyChanges)
      .where(eq(companyChanges.id, changeId))
      .for('update');
    if (!row || row.status === 'Submitted') return { row: row!, changed: false };
    const now = work.clock.now();
    if (outcome.status !== 'ACCEPTED') {
      const reason = outcome.status === 'REJECTED' ? outcome.reason : null;
      if (row.status === 'InReview' && row.rejectionReason === reason)
        return { row, changed: false };
      const [updated] = await db
        .update(companyChanges)
        .set({
          status: 'InReview',
          lodgementReference: outcome.reference,
          rejectionReason: reason,
          updatedAt: now,
        })
        .where(eq(companyChanges.id, row.id))
        .returning();
      return { row: updated!, changed: true };
    }
    const [current] = await db
      .select()
      .from(companyRegisters)
      .where(eq(companyRegisters.businessId, row.businessId))
      .for('update');
    const { after } = previewChange(current!.register, row, now);
    await db
      .update(companyRegisters)
      .set({ register: after, updatedAt: now })
      .where(eq(companyRegisters.businessId, row.businessId));
    if (after.companyName !== current!.register.companyName) {
      await db
        .update(businesses)
        .set({ entityName: after.companyName })
        .where(eq(businesses.id, row.businessId));
    }
    const [updated] = await db
      .update(companyChanges)
      .set({
        status: 'Submitted',
        lodgementReference: outcome.reference,
        rejectionReason: null,
        registerBefore: current!.register,
        registerAfter: after,
        submittedAt: now,
        updatedAt: now,
      })
      .where(eq(companyChanges.id, row.id))
      .returning();
    return { row: updated!, changed: true };
  });
}
