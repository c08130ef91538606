import { z } from 'zod';
import { identifierDigits, isValidAcn } from '../businesses/identifiers.js';
import { VIRTUAL_OFFICE_MESSAGES as M } from './messages.js';

// SPEC §2.5, §3, §4 and §5: the virtual office authorisation, as the browser's form checks it
// and as the server's /vo/finalise-payment takes it.

export const AUTHORISER_ROLES = ['director', 'secretary'] as const;
export type TAuthoriserRole = (typeof AUTHORISER_ROLES)[number];

/** ACN check debounce (SPEC §9). */
export const ACN_CHECK_DEBOUNCE_MS = 500;

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, M.nameTooLong);

export const ZAuthoriser = z.object({
  firstName: name(M.firstNameRequired),
  middleName: z
    .string()
    .trim()
    .max(100, M.nameTooLong)
    .optional()
    .transform((v) => v || undefined),
  lastName: name(M.lastNameRequired),
  role: z.array(z.enum(AUTHORISER_ROLES), { error: M.roleRequired }).min(1, M.roleRequired),
});
export type TAuthoriser = z.infer<typeof ZAuthoriser>;

const ZYmd = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), message);

/** POST /vo/finalise-payment (SPEC §7). */
export const ZFinaliseVirtualOffice = z.object({
  virtualOfficeId: z.string().min(1).max(64),
  signatureUrl: z.string({ error: M.signatureRequired }).min(1, M.signatureRequired).max(2048),
  signedDate: ZYmd(M.signedDateFormat),
  acnNumber: z
    .string({ error: M.acnRequired })
    .transform(identifierDigits)
    .pipe(z.string().min(1, M.acnRequired).refine(isValidAcn, M.acnInvalid)),
  authorizer: ZAuthoriser,
});
export type TFinaliseVirtualOffice = z.input<typeof ZFinaliseVirtualOffice>;

/** POST /upload/virtual-office-signature (SPEC §7): a PNG only. */
export const ZVirtualOfficeSignatureUpload = z.object({
  fileName: z.string().trim().min(1).max(150),
  fileType: z.preprocess(
    (v) => (typeof v === 'string' && /^(image\/)?png$/i.test(v.trim()) ? 'PNG' : v),
    z.literal('PNG', { error: M.signatureFileType }),
  ),
  userId: z.string().min(1).max(64),
});

/** Where the ACN lookup stands, as the form shows it under the box. */
export type TAcnCheck = 'idle' | 'checking' | 'valid' | 'invalid';

export function acnCheckMessage(check: TAcnCheck): string | null {
  if (check === 'checking') return M.acnChecking;
  if (check === 'valid') return M.acnValid;
  if (check === 'invalid') return M.acnInvalid;
  return null;
}

export type TAuthorisationDraft = {
  firstName: string;
  middleName: string;
  lastName: string;
  roles: readonly TAuthoriserRole[];
  /** A signature was drawn (strokes on the pad, or the keyboard alternative typed). */
  signed: boolean;
  acn: string;
  acnCheck: TAcnCheck;
};

/** Each field's problem, or none: what the form shows beside each field. */
export function authorisationProblems(d: TAuthorisationDraft): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  if (!d.firstName.trim()) problems.firstName = M.firstNameRequired;
  if (!d.lastName.trim()) problems.lastName = M.lastNameRequired;
  if (d.roles.length === 0) problems.role = M.roleRequired;
  if (!d.signed) problems.signature = M.signatureRequired;
  if (!identifierDigits(d.acn)) problems.acn = M.acnRequired;
  else if (d.acnCheck === 'invalid') problems.acn = M.acnInvalid;
  return problems;
}

/**
 * §4: submit is enabled only with a first and last name, at least one role, a drawn
 * signature, an ACN, and that ACN found valid by the lookup.
 */
export function canSubmitAuthorisation(d: TAuthorisationDraft): boolean {
  return Object.keys(authorisationProblems(d)).length === 0 && d.acnCheck === 'valid';
}
