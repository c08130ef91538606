import { australianDate, catalogueItem, governmentFee } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import { companyApplications } from '../tables.js';
import { statusEntry, type TCompanyApplicationView, toView } from './application-records.js';

/** The plan our company registration service is sold as (SPEC §9 acn-registration). */
export const COMPANY_REGISTRATION_PLAN = 'acn-registration';

/** Starts a company registration: Commenced, with the fees in force today. */
export async function startCompanyApplication(o: {
  deps: TDeps;
  userId: string;
}): Promise<TCompanyApplicationView> {
  const now = o.deps.clock.now();
  const service = catalogueItem(COMPANY_REGISTRATION_PLAN);
  const [row] = await o.deps.database.db
    .insert(companyApplications)
    .values({
      id: flakeId(now.getTime()),
      userId: o.userId,
      status: 'Commenced',
      form: { companyType: 'PROPRIETARY_LIMITED_BY_SHARES' },
      lastStep: null,
      timeline: [statusEntry('Commenced', now)],
      governmentFee: governmentFee('COMPANY_REGISTRATION_WITH_SHARE_CAPITAL', australianDate(now)),
      serviceFeeInCents: service?.priceInCents ?? 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toView(row!, now);
}
