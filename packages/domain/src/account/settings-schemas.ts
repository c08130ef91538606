import { z } from 'zod';
import { passwordProblem } from './password-policy.js';

// Inputs of the account settings pages. Each message names its field, as the sign-up form's do.

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(80, { error: `${label} must be 80 characters or fewer` });

/** Blank clears the value (null), so a customer can remove a phone number they gave. */
const clearable = (label: string, pattern: RegExp, message: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, { error: `${label} must be 40 characters or fewer` })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), { message });

export const ZPersonalDetails = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  phone: clearable('Phone', /^\+?[0-9 ()-]{6,20}$/, 'Not a valid phone number'),
  postcode: clearable('Postcode', /^[0-9A-Za-z -]{3,10}$/, 'Not a valid postcode'),
});
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;

const currentPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(200, { error: `${label} must be 200 characters or fewer` });

export const ZChangePassword = z.object({
  currentPassword: currentPassword('Current password'),
  newPassword: z
    .string({ error: 'New password is required' })
    .max(200, { error: 'New password must be 200 characters or fewer' })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

export const ZEmailChangeRequest = z.object({
  newEmail: z
    .string({ error: 'New email is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'New email is required' })
    .pipe(z.email({ error: 'New email is not a valid email address' }).max(254)),
  password: currentPassword('Password'),
});
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

export const ZEmailChangeConfirm = z.object({
  token: z
    .string({ error: 'Link token is required' })
    .min(1, { error: 'Link token is required' })
    .max(200, { error: 'Link token must be 200 characters or fewer' }),
});
export type TEmailChangeConfirm = z.infer<typeof ZEmailChangeConfirm>;

/** Signing out everywhere and deleting the account both ask for the password again. */
export const ZPasswordConfirmation = z.object({ password: currentPassword('Password') });
export type TPasswordConfirmation = z.infer<typeof ZPasswordConfirmation>;

export const ZSessionIdParam = z.object({
  sessionId: z.uuid({ error: 'sessionId must be a session id' }),
});
