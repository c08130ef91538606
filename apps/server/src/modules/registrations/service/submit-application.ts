import { australianDate, form201Issues, REGISTRATION_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import type { TLodgementOutcome } from '../../businesses/index.js';
import { addRegisteredBusiness } from '../../businesses/index.js';
import { companyApplications } from '../tables.js';
import {
  applicationCompanyName,
  EDITABLE,
  ownApplication,
  statusEntry,
  type TCompanyApplicationView,
  toView,
} from './application-records.js';
import { checkCompanyName } from './check-company-name.js';
import { companyRegisterFromApplication } from './company-register.js';
import { payForCompanyApplication } from './pay-application.js';
import { refundRefusedApplication } from './refund-refusal.js';

/**
 * "Pay and lodge": takes the fees, then lodges the Form 201 with ASIC through the lodgement
 * port. The customer's lock and the status re-read inside it make a retried or doubled
 * submit charge once and lodge once; an application already paid for needs no card again
 * (a lodgement cut short is simply asked again). The application id is the lodgement's
 * idempotency key, so even a lodgement whose answer was lost is not lodged twice.
 */
export async function submitCompanyApplication(o: {
  deps: TDeps;
  user: TViewerUser;
  applicationId: string;
  paymentMethodId?: string | null;
}): Promise<TCompanyApplicationView> {
  const { deps } = o;
  const userId = o.user.id;
  return withCustomerLock(deps, userId, async () => {
    const row = await ownApplication(deps, userId, o.applicationId);
    if (row.status === 'Submitted') return lodge(deps, row.id, userId);
    if (!EDITABLE.includes(row.status)) return toView(row, deps.clock.now());
    const now = deps.clock.now();
    const issues = form201Issues(row.form, australianDate(now));
    if (issues.length > 0) {
      const fields = Object.fromEntries(issues.map((i) => [i.step, i.message]));
      throw new AppError('BAD_INPUT', REGISTRATION_MESSAGES.incomplete, { fields });
    }
    if (row.form.name && !row.form.name.useAcnAsName) {
      const availability = await checkCompanyName({ deps, name: row.form.name.proposedName });
      if (!availability.available) {
        throw new AppError('BAD_INPUT', REGISTRATION_MESSAGES.nameTaken, {
          fields: { name: REGISTRATION_MESSAGES.nameTaken },
        });
      }
    }
    await payForCompanyApplication(deps, {
      user: o.user,
      row,
      paymentMethodId: o.paymentMethodId ?? null,
    });
    return lodge(deps, row.id, userId);
  });
}

async function lodge(deps: TDeps, applicationId: string, userId: string) {
  const row = await ownApplication(deps, userId, applicationId);
  const outcome = row.lodgementReference
    ? await deps.lodgement.outcome(row.lodgementReference)
    : await deps.lodgement.submit({
        kind: 'ASIC_201_COMPANY_REGISTRATION',
        idempotencyKey: row.id,
        lodgedBy: userId,
        form: { ...row.form, companyName: applicationCompanyName(row.form, null) },
      });
  return recordOutcome(deps, userId, applicationId, outcome);
}

/**
 * Writes what ASIC said. On registration the company joins the customer's businesses in the
 * same transaction, so an application is never Registered without its business; on refusal
 * the refund is written in it, so a refusal seen twice (the row is locked and must still be
 * Submitted) refunds once. The caller holds the customer's lock, under which billing sends
 * the refund once this commits.
 */
export async function recordOutcome(
  deps: TDeps,
  userId: string,
  applicationId: string,
  outcome: TLodgementOutcome,
): Promise<TCompanyApplicationView> {
  return inUnitOfWork(deps, async (work) => {
    const row = await ownApplication(work, userId, applicationId, { forUpdate: true });
    const now = work.clock.now();
    if (row.status !== 'Submitted') return toView(row, now);
    const base = { lodgementReference: outcome.reference, updatedAt: now };
    let changes: Partial<typeof companyApplications.$inferInsert> = base;
    if (outcome.status === 'ACCEPTED' && outcome.acn && outcome.abn) {
      const office = row.form.offices!.registeredOffice;
      const business = await addRegisteredBusiness({
        deps: work,
        userId,
        registrationKind: 'ACN_REGISTRATION',
        abn: outcome.abn,
        acn: outcome.acn,
        entityName: applicationCompanyName(row.form, outcome.acn) ?? outcome.acn,
        businessStructure: 'Australian Private Company',
        stateCode: office.state,
        postcode: office.postcode,
      });
      changes = {
        ...base,
        status: 'Registered',
        acn: outcome.acn,
        abn: outcome.abn,
        businessId: business.businessId,
        timeline: [...row.timeline, statusEntry('Registered', outcome.decidedAt)],
      };
    } else if (outcome.status === 'REJECTED') {
      const refund = await refundRefusedApplication(deps, { work, row, reason: outcome.reason });
      const entry = statusEntry('Rejected', outcome.decidedAt, outcome.reason);
      changes = {
        ...base,
        status: 'Rejected',
        decisionReason: outcome.reason,
        timeline: [...row.timeline, refund ? { ...entry, refund } : entry],
      };
    }
    const [saved] = await work.database.db
      .update(companyApplications)
      .set(changes)
      .where(eq(companyApplications.id, row.id))
      .returning();
    if (saved!.status === 'Registered' && saved!.businessId && work.companyRegistered) {
      const register = await companyRegisterFromApplication(work, saved!.businessId);
      if (register) {
        await work.companyRegistered(work, { userId, businessId: saved!.businessId, register });
      }
    }
    return toView(saved!, now);
  });
}
