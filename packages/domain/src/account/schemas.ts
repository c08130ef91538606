import { z } from 'zod';
import { TENANTS } from '../shared/enums.js';
import { passwordProblem } from './password-policy.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Not a valid email address' }).max(254));

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(80, { error: `${label} must be 80 characters or fewer` });

const newPassword = z
  .string({ error: 'Password is required' })
  .max(200, { error: 'Password must be 200 characters or fewer' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const optionalText = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || pattern.test(v), { message });

/**
 * A page of this app to return to after a link is followed: a same-origin path only, so a
 * link in our mail can never send someone to another site.
 */
export const ZNextPath = z
  .string()
  .max(500, { error: 'next must be 500 characters or fewer' })
  .regex(/^\/(?![/\\])[^\s\\]*$/, { error: 'next must be a path of this site' });

export const ZSignUp = z.object({
  email,
  password: newPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  phone: optionalText(/^\+?[0-9 ()-]{6,20}$/, 'Not a valid phone number'),
  postcode: optionalText(/^[0-9A-Za-z -]{3,10}$/, 'Not a valid postcode'),
  tenant: z.enum(TENANTS, { error: 'Tenant must be AU or US' }).default('AU'),
  /** Where the confirmation link leads once the account is created. */
  next: ZNextPath.optional(),
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZEmailVerification = z.object({
  token: z
    .string({ error: 'Confirmation token is required' })
    .min(1, { error: 'Confirmation token is required' })
    .max(200, { error: 'Confirmation token must be 200 characters or fewer' }),
  /** Finishing a sign-up asks for the password chosen with it (see email-verification.ts). */
  password: z.string().max(200, { error: 'Password must be 200 characters or fewer' }).optional(),
});
export type TEmailVerification = z.infer<typeof ZEmailVerification>;

export const ZEmailVerificationResend = z.object({ email });
export type TEmailVerificationResend = z.infer<typeof ZEmailVerificationResend>;

export const ZSignIn = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(200, { error: 'Password must be 200 characters or fewer' }),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZPasswordResetRequest = z.object({ email });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordReset = z.object({
  token: z
    .string({ error: 'Reset token is required' })
    .min(1, { error: 'Reset token is required' })
    .max(200, { error: 'Reset token must be 200 characters or fewer' }),
  password: newPassword,
});
export type TPasswordReset = z.infer<typeof ZPasswordReset>;

export const ZPreferenceWrite = z.object({
  userId: z
    .string({ error: 'userId is required' })
    .min(1, { error: 'userId is required' })
    .max(64, { error: 'userId must be 64 characters or fewer' }),
  settingName: z
    .string({ error: 'settingName is required' })
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, {
      error: 'settingName must be 1-64 letters, digits, dots, dashes or underscores',
    }),
  properties: z
    .record(z.string(), z.unknown(), { error: 'properties must be an object' })
    .refine((v) => JSON.stringify(v).length <= 64_000, {
      error: 'properties must be smaller than 64 KB',
    }),
});
export type TPreferenceWrite = z.infer<typeof ZPreferenceWrite>;

export const ZAnalyticsEvent = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_.:-]{0,63}$/, {
    error: 'name must be a lower-case event name of up to 64 characters',
  }),
  properties: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((v) => JSON.stringify(v).length <= 8_000, {
      error: 'properties must be smaller than 8 KB',
    }),
});
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;
