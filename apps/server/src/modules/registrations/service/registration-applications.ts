import {
  ABR_ENTITY_TYPE,
  REGISTRATION_MESSAGES as M,
  type TAbnApplication,
  type TBusinessNameApplication,
  type TRegistrationApplicationKind,
  type TRegistrationStatus,
} from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import {
  addBusinessName,
  addRegisteredBusiness,
  findOwnBusinessByAbn,
  type TLodgementOutcome,
} from '../../businesses/index.js';
import { registrationApplications, type TRegistrationEntry } from '../tables.js';

type TRow = typeof registrationApplications.$inferSelect;

export type TRegistrationApplicationView = Omit<TRow, 'userId' | 'lodgementReference'>;

const view = ({
  userId: _u,
  lodgementReference: _l,
  ...rest
}: TRow): TRegistrationApplicationView => rest;

const entry = (status: TRegistrationStatus, at: Date, reason?: string): TRegistrationEntry =>
  reason ? { status, at: at.toISOString(), reason } : { status, at: at.toISOString() };

async function ownRow(deps: TDeps, userId: string, id: string, forUpdate = false) {
  const query = deps.database.db
    .select()
    .from(registrationApplications)
    .where(and(eq(registrationApplications.id, id), eq(registrationApplications.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Saves an ABN or business name application (already validated at the edge): a new one
 * without `id`, or the customer's own unsubmitted one. Saved is INCOMPLETE until submitted.
 */
export async function saveRegistrationApplication(o: {
  deps: TDeps;
  userId: string;
  kind: TRegistrationApplicationKind;
  id?: string;
  form: TAbnApplication | TBusinessNameApplication;
}): Promise<TRegistrationApplicationView> {
  const now = o.deps.clock.now();
  if (!o.id) {
    const [row] = await o.deps.database.db
      .insert(registrationApplications)
      .values({
        id: flakeId(now.getTime()),
        userId: o.userId,
        kind: o.kind,
        status: 'INCOMPLETE',
        form: o.form,
        timeline: [entry('COMMENCED', now), entry('INCOMPLETE', now)],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return view(row!);
  }
  return inUnitOfWork(o.deps, async (work) => {
    const row = await ownRow(work, o.userId, o.id!, true);
    if (row.kind !== o.kind) throw notFound();
    if (row.status !== 'INCOMPLETE') throw new AppError('CONFLICT', M.notEditable);
    const [saved] = await work.database.db
      .update(registrationApplications)
      .set({ form: o.form, updatedAt: now })
      .where(eq(registrationApplications.id, row.id))
      .returning();
    return view(saved!);
  });
}

export async function getRegistrationApplication(o: { deps: TDeps; userId: string; id: string }) {
  return view(await ownRow(o.deps, o.userId, o.id));
}

export async function listRegistrationApplications(o: { deps: TDeps; userId: string }) {
  const rows = await o.deps.database.db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.userId, o.userId))
    .orderBy(desc(registrationApplications.createdAt), desc(registrationApplications.id));
  return rows.map(view);
}

/**
 * Lodges the application with the ABR or ASIC, once: the customer's lock and the status
 * re-read inside it settle a doubled submit, and the id is the lodgement's idempotency key.
 */
export async function submitRegistrationApplication(o: {
  deps: TDeps;
  userId: string;
  id: string;
}): Promise<TRegistrationApplicationView> {
  const { deps, userId } = o;
  return withCustomerLock(deps, userId, async () => {
    const row = await ownRow(deps, userId, o.id);
    if (row.status !== 'INCOMPLETE') return view(row);
    const holder =
      row.kind === 'BUSINESS_NAME'
        ? await nameHolder(deps, userId, row.form as TBusinessNameApplication)
        : undefined;
    const outcome = await deps.lodgement.submit({
      kind: row.kind === 'ABN_REGISTRATION' ? 'ABN_APPLICATION' : 'BUSINESS_NAME_REGISTRATION',
      idempotencyKey: row.id,
      lodgedBy: userId,
      form: { ...row.form, ...(holder ? { abn: holder.abn } : {}) },
    });
    return recordDecision(deps, row, outcome, holder);
  });
}

/** The business a name will be registered to: one of the customer's, or their approved ABN. */
async function nameHolder(deps: TDeps, userId: string, form: TBusinessNameApplication) {
  let abn = form.abn;
  if (form.abnApplicationId) {
    const application = await ownRow(deps, userId, form.abnApplicationId);
    if (application.kind !== 'ABN_REGISTRATION') throw notFound();
    if (application.status !== 'APPROVED' || !application.abn) {
      throw new AppError('BAD_INPUT', M.businessNameAbnPending, {
        fields: { abnApplicationId: M.businessNameAbnPending },
      });
    }
    abn = application.abn;
  }
  const business = abn ? await findOwnBusinessByAbn({ deps, userId, abn }) : undefined;
  if (!abn || !business) {
    throw new AppError('BAD_INPUT', M.businessNameAbnNotYours, {
      fields: { abn: M.businessNameAbnNotYours },
    });
  }
  return { abn, businessId: business.businessId };
}

async function recordDecision(
  deps: TDeps,
  row: TRow,
  outcome: TLodgementOutcome,
  holder: { abn: string; businessId: string } | undefined,
) {
  return inUnitOfWork(deps, async (work) => {
    const now = work.clock.now();
    let changes: Partial<typeof registrationApplications.$inferInsert> = {
      lodgementReference: outcome.reference,
      status: 'PAID',
      timeline: [...row.timeline, entry('PAID', now)],
      updatedAt: now,
    };
    if (outcome.status === 'REJECTED') {
      changes = {
        ...changes,
        status: 'REJECTED',
        decisionReason: outcome.reason,
        timeline: [...row.timeline, entry('REJECTED', outcome.decidedAt, outcome.reason)],
      };
    } else if (outcome.status === 'ACCEPTED') {
      const approved = [...row.timeline, entry('APPROVED', outcome.decidedAt)];
      if (row.kind === 'ABN_REGISTRATION' && outcome.abn) {
        const form = row.form as TAbnApplication;
        const name =
          form.entityType === 'SOLE_TRADER' && form.applicant
            ? `${form.applicant.familyName.toUpperCase()}, ${form.applicant.givenNames}`
            : form.entityType === 'PARTNERSHIP'
              ? (form.partners ?? []).map((p) => `${p.givenNames} ${p.familyName}`).join(' & ')
              : `ACN ${form.acn}`;
        const business = await addRegisteredBusiness({
          deps: work,
          userId: row.userId,
          registrationKind: 'ABN_REGISTRATION',
          abn: outcome.abn,
          acn: form.acn ?? null,
          entityName: name,
          businessStructure: ABR_ENTITY_TYPE[form.entityType],
          stateCode: form.businessAddress.state,
          postcode: form.businessAddress.postcode,
        });
        changes = {
          ...changes,
          status: 'APPROVED',
          abn: outcome.abn,
          businessId: business.businessId,
          timeline: approved,
        };
      } else if (row.kind === 'BUSINESS_NAME' && holder) {
        const form = row.form as TBusinessNameApplication;
        await addBusinessName({
          deps: work,
          userId: row.userId,
          businessId: holder.businessId,
          businessName: form.businessName,
        });
        changes = {
          ...changes,
          status: 'APPROVED',
          abn: holder.abn,
          businessId: holder.businessId,
          timeline: approved,
        };
      }
    }
    const [saved] = await work.database.db
      .update(registrationApplications)
      .set(changes)
      .where(eq(registrationApplications.id, row.id))
      .returning();
    return view(saved!);
  });
}
