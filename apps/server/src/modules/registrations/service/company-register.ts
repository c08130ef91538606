import type { TCompanyOfficeholder, TRegistrationAddress, TShareholder } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { companyApplications } from '../tables.js';
import { applicationCompanyName } from './application-records.js';

/** A registered company's members and officers as its Form 201 gave them. */
export type TCompanyRegister = {
  applicationId: string;
  companyName: string;
  acn: string;
  abn: string;
  registeredAt: string;
  registeredOffice: TRegistrationAddress;
  principalPlaceOfBusiness: TRegistrationAddress;
  officeholders: TCompanyOfficeholder[];
  shareholders: TShareholder[];
};

/**
 * What another area does when a company this product lodged becomes Registered (the company
 * register fills from its Form 201). Runs inside the registration's unit of work, so a failure
 * leaves the application Submitted and it is tried again.
 */
export type TCompanyRegisteredHook = (
  work: TWork,
  company: { userId: string; businessId: string; register: TCompanyRegister },
) => Promise<void>;

/**
 * The opening register of a company this product registered, found by the business it
 * became; undefined for a business that was not registered here. The caller has already
 * checked the business is the asking customer's.
 */
export async function companyRegisterFromApplication(
  work: TWork | TDeps,
  businessId: string,
): Promise<TCompanyRegister | undefined> {
  const [row] = await work.database.db
    .select()
    .from(companyApplications)
    .where(eq(companyApplications.businessId, businessId));
  if (row?.status !== 'Registered' || !row.acn || !row.abn || !row.form.offices) return undefined;
  const { form } = row;
  const offices = row.form.offices;
  const registered = row.timeline.findLast((e) => e.status === 'Registered');
  return {
    applicationId: row.id,
    companyName: applicationCompanyName(form, row.acn) ?? row.acn,
    acn: row.acn,
    abn: row.abn,
    registeredAt: registered?.at ?? row.updatedAt.toISOString(),
    registeredOffice: offices.registeredOffice,
    principalPlaceOfBusiness: offices.principalPlaceOfBusiness,
    officeholders: form.officeholders?.officeholders ?? [],
    shareholders: form.shareholders?.shareholders ?? [],
  };
}
