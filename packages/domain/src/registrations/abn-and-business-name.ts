import { z } from 'zod';
import { ZAbn, ZAcn } from '../businesses/business-schemas.js';
import { ZRegistrationAddress } from './company-application.js';
import { REGISTRATION_MESSAGES as M } from './registration-messages.js';

/** SPEC §3 registration status, for ABN and business name applications. */
export const REGISTRATION_STATUSES = [
  'COMMENCED',
  'INCOMPLETE',
  'PAID',
  'APPROVED',
  'REJECTED',
  'CANCELED',
] as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_APPLICATION_KINDS = ['ABN_REGISTRATION', 'BUSINESS_NAME'] as const;
export type TRegistrationApplicationKind = (typeof REGISTRATION_APPLICATION_KINDS)[number];

/** Who the ABN is for, and the ABR's entity type each becomes. */
export const ABN_ENTITY_TYPES = ['SOLE_TRADER', 'PARTNERSHIP', 'COMPANY'] as const;
export type TAbnEntityType = (typeof ABN_ENTITY_TYPES)[number];
export const ABR_ENTITY_TYPE: Record<TAbnEntityType, string> = {
  SOLE_TRADER: 'Individual/Sole Trader',
  PARTNERSHIP: 'Other Partnership',
  COMPANY: 'Australian Private Company',
};

const ZDay = z.string({ error: M.abnStartDate }).regex(/^\d{4}-\d{2}-\d{2}$/, M.abnStartDate);

const ZPerson = z.object({
  givenNames: z.string({ error: M.personGivenNames }).trim().min(1, M.personGivenNames).max(100),
  familyName: z.string({ error: M.personFamilyName }).trim().min(1, M.personFamilyName).max(100),
  dateOfBirth: z
    .string({ error: M.personDateOfBirth })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.personDateOfBirth),
});

/**
 * An ABN application with the ABR's eligibility questions: an ABN is for an entity carrying
 * on (or starting) an enterprise in Australia, not for a hobby or work done as an employee.
 */
export const ZAbnApplication = z
  .object({
    carryingOnEnterprise: z.boolean({ error: M.abnEnterprise }),
    hobbyOrEmployee: z.boolean({ error: M.abnHobby }),
    entityType: z.enum(ABN_ENTITY_TYPES, { error: M.abnEntityType }),
    enterpriseDescription: z.string({ error: M.abnActivity }).trim().min(3, M.abnActivity).max(300),
    startDate: ZDay,
    applicant: ZPerson.optional(),
    partners: z.array(ZPerson).max(20).optional(),
    acn: ZAcn.optional(),
    businessAddress: ZRegistrationAddress.extend({
      addressType: z.literal('PRINCIPAL_PLACE_OF_BUSINESS'),
    }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.carryingOnEnterprise) issue('carryingOnEnterprise', M.abnNotEnterprise);
    if (v.hobbyOrEmployee) issue('hobbyOrEmployee', M.abnHobbyRefused);
    if (v.entityType === 'SOLE_TRADER' && !v.applicant) issue('applicant', M.abnApplicant);
    if (v.entityType === 'PARTNERSHIP' && (v.partners?.length ?? 0) < 2) {
      issue('partners', M.abnPartners);
    }
    if (v.entityType === 'COMPANY' && !v.acn) issue('acn', M.abnCompanyAcn);
  });
export type TAbnApplication = z.infer<typeof ZAbnApplication>;

/** A business name, for 1 or 3 years, held by an ABN the customer has or has applied for. */
export const ZBusinessNameApplication = z
  .object({
    businessName: z
      .string({ error: M.businessName })
      .trim()
      .min(2, M.businessName)
      .max(200, M.businessName),
    periodYears: z.union([z.literal(1), z.literal(3)], { error: M.businessNamePeriod }),
    abn: ZAbn.optional(),
    abnApplicationId: z.string().min(1).max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.abn === !v.abnApplicationId) {
      ctx.addIssue({ code: 'custom', path: ['abn'], message: M.businessNameHolder });
    }
  });
export type TBusinessNameApplication = z.infer<typeof ZBusinessNameApplication>;
