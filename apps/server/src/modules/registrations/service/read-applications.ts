import { desc, eq } from 'drizzle-orm';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { companyApplications } from '../tables.js';
import { ownApplication, type TCompanyApplicationView, toView } from './application-records.js';
import { recordOutcome } from './submit-application.js';

/**
 * One of the customer's applications (/companies/application/{id}/retrieve). A Submitted
 * one asks the lodgement again, so ASIC's decision shows as soon as it is made.
 */
export async function getCompanyApplication(o: {
  deps: TDeps;
  userId: string;
  applicationId: string;
}): Promise<TCompanyApplicationView> {
  const row = await ownApplication(o.deps, o.userId, o.applicationId);
  if (row.status === 'Submitted' && row.lodgementReference) {
    const outcome = await o.deps.lodgement.outcome(row.lodgementReference);
    if (outcome.status !== 'PENDING') {
      // A refusal refunds, which is done under the customer's lock like every money move.
      return withCustomerLock(o.deps, o.userId, () =>
        recordOutcome(o.deps, o.userId, row.id, outcome),
      );
    }
  }
  return toView(row, o.deps.clock.now());
}

/** The customer's company applications, newest first. */
export async function listCompanyApplications(o: {
  deps: TDeps;
  userId: string;
}): Promise<TCompanyApplicationView[]> {
  const rows = await o.deps.database.db
    .select()
    .from(companyApplications)
    .where(eq(companyApplications.userId, o.userId))
    .orderBy(desc(companyApplications.createdAt), desc(companyApplications.id));
  const now = o.deps.clock.now();
  return rows.map((r) => toView(r, now));
}
