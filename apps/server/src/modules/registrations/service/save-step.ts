import { REGISTRATION_MESSAGES, type TSaveCompanyStep } from '@app/domain';
import { eq } from 'drizzle-orm';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { companyApplications } from '../tables.js';
import {
  EDITABLE,
  ownApplication,
  statusEntry,
  type TCompanyApplicationView,
  toView,
} from './application-records.js';

/**
 * Saves one step of the wizard (already validated at the edge), so the customer can leave
 * and come back. The first save moves a Commenced application to InProgress; a Flagged one
 * goes back to InProgress once corrected.
 */
export async function saveCompanyStep(o: {
  deps: TDeps;
  userId: string;
  applicationId: string;
  input: TSaveCompanyStep;
}): Promise<TCompanyApplicationView> {
  return inUnitOfWork(o.deps, async (work) => {
    const row = await ownApplication(work, o.userId, o.applicationId, { forUpdate: true });
    if (!EDITABLE.includes(row.status)) {
      throw new AppError('CONFLICT', REGISTRATION_MESSAGES.notEditable);
    }
    const now = work.clock.now();
    const form = { ...row.form, [o.input.step]: o.input.data };
    const timeline =
      row.status === 'InProgress'
        ? row.timeline
        : [...row.timeline, statusEntry('InProgress', now)];
    const [saved] = await work.database.db
      .update(companyApplications)
      .set({ form, lastStep: o.input.step, status: 'InProgress', timeline, updatedAt: now })
      .where(eq(companyApplications.id, row.id))
      .returning();
    return toView(saved!, now);
  });
}
