import { z } from 'zod';
import { STATE_CODES } from '../businesses/business-enums.js';
import { ZDirectorId } from '../businesses/business-schemas.js';
import { parseIsoDate } from '../shared/calendar.js';
import {
  COMPANY_ADDRESS_KINDS,
  COMPANY_CHANGE_TYPES,
  COMPANY_OFFICEHOLDER_ROLES,
} from './enums.js';
import { COMPANY_CHANGE_MESSAGES as M } from './messages.js';

export const ZChangeDay = z
  .string()
  .refine((v) => parseIsoDate(v) !== null, M.effectiveDateInvalid);

const ZId = z.string().trim().min(1).max(64);
const ZName = z.string().trim().min(1, 'Enter a name.').max(200);

export const ZRegisterAddress = z.object({
  line1: z.string().trim().min(1, 'Enter the street address.').max(200),
  line2: z.string().trim().max(200).optional(),
  suburb: z.string().trim().min(1, 'Enter the suburb.').max(100),
  state: z.enum(STATE_CODES, { error: 'Choose a state or territory.' }),
  postcode: z.string().regex(/^\d{4}$/, 'Enter a postcode of 4 digits.'),
});
export type TRegisterAddress = z.infer<typeof ZRegisterAddress>;

export const ZRegisterOfficeholder = z.object({
  id: ZId,
  firstName: ZName,
  lastName: ZName,
  roles: z.array(z.enum(COMPANY_OFFICEHOLDER_ROLES)).min(1, M.roleRequired),
  dateOfBirth: ZChangeDay,
  directorId: ZDirectorId.nullable().optional(),
  residentialAddress: ZRegisterAddress,
  /** Ordinarily resides in Australia (Corporations Act s 201A). */
  australianResident: z.boolean(),
  appointedOn: ZChangeDay,
});
export type TRegisterOfficeholder = z.infer<typeof ZRegisterOfficeholder>;

export const ZRegisterShareClass = z.object({
  code: z.string().trim().min(1).max(8),
  name: ZName,
  /** What a share was issued for, in cents. */
  pricePerShareCents: z.number().int().min(0),
});
export type TRegisterShareClass = z.infer<typeof ZRegisterShareClass>;

export const ZRegisterHolding = z.object({
  classCode: z.string().trim().min(1).max(8),
  shares: z.number().int().min(1, 'Enter at least one share.'),
  fullyPaid: z.boolean().default(true),
  beneficiallyHeld: z.boolean().default(true),
});
export type TRegisterHolding = z.infer<typeof ZRegisterHolding>;

export const ZRegisterMember = z.object({
  id: ZId,
  name: ZName,
  address: ZRegisterAddress,
  holdings: z.array(ZRegisterHolding),
});
export type TRegisterMember = z.infer<typeof ZRegisterMember>;

/** The company's register as ASIC knows it: the facts a Form 484 changes. */
export const ZCompanyRegister = z.object({
  companyName: ZName,
  registeredOffice: ZRegisterAddress,
  principalPlace: ZRegisterAddress,
  officeholders: z.array(ZRegisterOfficeholder).min(1, M.noDirector),
  shareClasses: z.array(ZRegisterShareClass).min(1),
  members: z.array(ZRegisterMember).min(1, M.noMembers),
});
export type TCompanyRegister = z.infer<typeof ZCompanyRegister>;

const ZShares = z.number().int().min(1, 'Enter at least one share.').max(1_000_000_000);

const change = <T extends (typeof COMPANY_CHANGE_TYPES)[number], S extends z.ZodRawShape>(
  type: T,
  shape: S,
) => z.object({ type: z.literal(type), ...shape });

/** One change of a Form 484, with the data ASIC needs for it. */
export const ZCompanyChange = z.discriminatedUnion('type', [
  change('ADD_OFFICEHOLDER', { officeholder: ZRegisterOfficeholder.omit({ appointedOn: true }) }),
  change('REMOVE_OFFICEHOLDER', { officeholderId: ZId }),
  change('ADD_SHAREHOLDER', {
    member: ZRegisterMember.omit({ holdings: true }),
    holding: ZRegisterHolding,
  }),
  change('REMOVE_SHAREHOLDER', { memberId: ZId }),
  change('CHANGE_COMPANY_ADDRESS', {
    which: z.enum(COMPANY_ADDRESS_KINDS),
    address: ZRegisterAddress,
  }),
  change('CHANGE_COMPANY_NAME', { newName: ZName }),
  change('CHANGE_TOTAL_SHARES', {
    classCode: z.string().min(1).max(8),
    memberId: ZId,
    /** Shares issued (positive) or cancelled (negative) for the member. */
    delta: z
      .number()
      .int()
      .refine((n) => n !== 0, 'Enter how many shares change.'),
  }),
  change('CHANGE_SHARE_PRICE', {
    classCode: z.string().min(1).max(8),
    pricePerShareCents: z.number().int().min(0),
  }),
  change('TRANSFER_SHARES', {
    fromMemberId: ZId,
    toMemberId: ZId,
    classCode: z.string().min(1).max(8),
    shares: ZShares,
    considerationCents: z.number().int().min(0),
  }),
  change('UPDATE_MEMBER_DETAILS', {
    memberId: ZId,
    name: ZName,
    address: ZRegisterAddress,
  }),
  change('UPDATE_SHAREHOLDER_SHARES', {
    memberId: ZId,
    classCode: z.string().min(1).max(8),
    shares: z.number().int().min(0).max(1_000_000_000),
  }),
]);
export type TCompanyChange = z.infer<typeof ZCompanyChange>;

/** Creating a change: the company and the types chosen on /company-change/select-changes. */
export const ZStartCompanyChange = z.object({
  businessId: ZId,
  types: z.array(z.enum(COMPANY_CHANGE_TYPES)).min(1, M.noChangesChosen).max(11),
});
export type TStartCompanyChange = z.infer<typeof ZStartCompanyChange>;

/** Saving the forms of a change: every change filled in and the effective date. */
export const ZSaveCompanyChange = z.object({
  effectiveDate: ZChangeDay,
  changes: z.array(ZCompanyChange).min(1, M.noChangesChosen).max(20),
});
export type TSaveCompanyChange = z.infer<typeof ZSaveCompanyChange>;

export const ZPayCompanyChange = z.object({ paymentMethodId: ZId });
