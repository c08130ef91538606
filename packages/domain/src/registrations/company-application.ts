import { z } from 'zod';
import { STATE_CODES } from '../businesses/business-enums.js';
import { ZAcn, ZDirectorId } from '../businesses/business-schemas.js';
import { REGISTRATION_MESSAGES as M } from './registration-messages.js';

/** SPEC §3 company application status, in the order an application usually meets them. */
export const COMPANY_APPLICATION_STATUSES = [
  'Commenced',
  'EmailVerification',
  'InProgress',
  'Submitted',
  'Flagged',
  'Registered',
  'Rejected',
] as const;
export type TCompanyApplicationStatus = (typeof COMPANY_APPLICATION_STATUSES)[number];

/** SPEC §3 address types. */
export const ADDRESS_TYPES = [
  'DIRECTORS_ADDRESS',
  'PRINCIPAL_PLACE_OF_BUSINESS',
  'REGISTERED_OFFICE',
  'SHAREHOLDERS_ADDRESS',
] as const;
export type TAddressType = (typeof ADDRESS_TYPES)[number];

/** The wizard's steps, in order; each is saved on the server when the customer moves on. */
export const COMPANY_STEPS = ['name', 'offices', 'officeholders', 'shareholders'] as const;
export type TCompanyStep = (typeof COMPANY_STEPS)[number];

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|gpo\s*box|locked\s*bag|private\s*bag)\b/i;

/** True when a street line is really a postal address (ASIC refuses these as an office). */
export const isPostalAddress = (line: string) => PO_BOX.test(line);

export const ZRegistrationAddress = z.object({
  addressType: z.enum(ADDRESS_TYPES),
  line1: z.string({ error: M.addressLine }).trim().min(3, M.addressLine).max(120),
  line2: z.string().trim().max(120).optional(),
  suburb: z.string({ error: M.addressSuburb }).trim().min(2, M.addressSuburb).max(60),
  state: z.enum(STATE_CODES),
  postcode: z.string({ error: M.addressPostcode }).regex(/^\d{4}$/, M.addressPostcode),
});
export type TRegistrationAddress = z.infer<typeof ZRegistrationAddress>;

export const ZNameStep = z.discriminatedUnion('useAcnAsName', [
  z.object({
    useAcnAsName: z.literal(false),
    proposedName: z.string({ error: M.nameRequired }).trim().min(2, M.nameRequired).max(200),
    /** The customer holds the consent a restricted word needs (they upload it to ASIC). */
    restrictedWordConsent: z.boolean().default(false),
  }),
  z.object({ useAcnAsName: z.literal(true) }),
]);
export type TNameStep = z.infer<typeof ZNameStep>;

export const ZOfficesStep = z
  .object({
    registeredOffice: ZRegistrationAddress.extend({ addressType: z.literal('REGISTERED_OFFICE') }),
    occupiedByCompany: z.boolean(),
    occupierName: z.string().trim().max(200).optional(),
    occupierConsent: z.boolean().default(false),
    principalPlaceOfBusiness: ZRegistrationAddress.extend({
      addressType: z.literal('PRINCIPAL_PLACE_OF_BUSINESS'),
    }),
  })
  .superRefine((v, ctx) => {
    if (
      isPostalAddress(v.registeredOffice.line1) ||
      isPostalAddress(v.registeredOffice.line2 ?? '')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['registeredOffice', 'line1'],
        message: M.addressPoBox,
      });
    }
    if (!v.occupiedByCompany) {
      if (!v.occupierName || v.occupierName.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['occupierName'], message: M.occupierName });
      }
      if (!v.occupierConsent) {
        ctx.addIssue({ code: 'custom', path: ['occupierConsent'], message: M.occupierConsent });
      }
    }
  });
export type TOfficesStep = z.infer<typeof ZOfficesStep>;

const ZIsoDate = z
  .string({ error: M.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateOfBirth)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), M.dateOfBirth);

export const FORM_201_ROLES = ['DIRECTOR', 'SECRETARY'] as const;

export const ZCompanyOfficeholder = z.object({
  id: z.string().min(1).max(40),
  givenNames: z.string({ error: M.givenNames }).trim().min(1, M.givenNames).max(100),
  familyName: z.string({ error: M.familyName }).trim().min(1, M.familyName).max(100),
  formerNames: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  dateOfBirth: ZIsoDate,
  placeOfBirth: z.object({
    town: z.string({ error: M.placeOfBirth }).trim().min(1, M.placeOfBirth).max(100),
    state: z.string().trim().max(60).optional(),
    country: z.string({ error: M.placeOfBirth }).trim().min(2, M.placeOfBirth).max(60),
  }),
  residentialAddress: ZRegistrationAddress.extend({ addressType: z.literal('DIRECTORS_ADDRESS') }),
  roles: z.array(z.enum(FORM_201_ROLES)).min(1, M.roles).max(2),
  ordinarilyResidentInAustralia: z.boolean(),
  /** Every director needs a director ID before they are appointed. */
  directorId: ZDirectorId.optional(),
});
export type TCompanyOfficeholder = z.infer<typeof ZCompanyOfficeholder>;

export const ZOfficeholdersStep = z.object({
  officeholders: z.array(ZCompanyOfficeholder).min(1, M.noDirector).max(20),
});
export type TOfficeholdersStep = z.infer<typeof ZOfficeholdersStep>;

export const SHARE_CLASSES = ['ORD'] as const;

export const ZShareholder = z
  .object({
    id: z.string().min(1).max(40),
    kind: z.enum(['PERSON', 'COMPANY']),
    /** A person who is also an officeholder names them instead of repeating their details. */
    officeholderId: z.string().max(40).optional(),
    name: z.string({ error: M.shareholderName }).trim().min(1, M.shareholderName).max(200),
    acn: ZAcn.optional(),
    address: ZRegistrationAddress.extend({ addressType: z.literal('SHAREHOLDERS_ADDRESS') }),
    shareClass: z.enum(SHARE_CLASSES).default('ORD'),
    numberOfShares: z.number({ error: M.shareNumber }).int(M.shareNumber).min(1, M.shareNumber),
    amountPaidPerShareCents: z
      .number({ error: M.shareAmount })
      .int(M.shareAmount)
      .min(0, M.shareAmount),
    amountUnpaidPerShareCents: z
      .number({ error: M.shareAmount })
      .int(M.shareAmount)
      .min(0, M.shareAmount)
      .default(0),
    /** False when the shares are held on behalf of someone else (a trustee or nominee). */
    beneficiallyOwned: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'COMPANY' && !v.acn) {
      ctx.addIssue({ code: 'custom', path: ['acn'], message: M.shareholderAcn });
    }
  });
export type TShareholder = z.infer<typeof ZShareholder>;

export const ZShareholdersStep = z.object({
  shareholders: z.array(ZShareholder).min(1, M.noShareholder).max(50),
  ultimateHoldingCompany: z
    .object({
      name: z.string().trim().min(2).max(200),
      acn: ZAcn.optional(),
      country: z.string().trim().min(2).max(60),
    })
    .nullable()
    .default(null),
});
export type TShareholdersStep = z.infer<typeof ZShareholdersStep>;

export const COMPANY_STEP_SCHEMAS = {
  name: ZNameStep,
  offices: ZOfficesStep,
  officeholders: ZOfficeholdersStep,
  shareholders: ZShareholdersStep,
} as const;

/** Everything Form 201 needs, as saved so far: a step is absent until it is first saved. */
export type TCompanyForm = {
  companyType: 'PROPRIETARY_LIMITED_BY_SHARES';
  name?: TNameStep;
  offices?: TOfficesStep;
  officeholders?: TOfficeholdersStep;
  shareholders?: TShareholdersStep;
};

export const ZSaveCompanyStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('name'), data: ZNameStep }),
  z.object({ step: z.literal('offices'), data: ZOfficesStep }),
  z.object({ step: z.literal('officeholders'), data: ZOfficeholdersStep }),
  z.object({ step: z.literal('shareholders'), data: ZShareholdersStep }),
]);
export type TSaveCompanyStep = z.infer<typeof ZSaveCompanyStep>;
