import { EXECUTION_JURISDICTIONS } from '@app/domain';
import { z } from 'zod';
import { ZPlacement } from '../fields/inputs.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { isDrawablePng } from './png-check.js';

const FONTS = ['Helvetica', 'caveat', 'honeyscript', 'opensans', 'thesuavity'] as const;
const MAX_PNG_BASE64 = Math.ceil((1024 * 1024 * 4) / 3);

const DRAWN_STYLES = new Set(['DRAWN', 'UPLOADED']);

export const ZSignature = z
  .object({
    style: z.enum(['DATE', 'DRAWN', 'GENERATED', 'TEXT', 'UPLOADED']),
    font: z.enum(FONTS).nullish(),
    text: z.string().trim().max(100).nullish(),
    imagePngBase64: z.string().max(MAX_PNG_BASE64).nullish(),
  })
  .refine(
    (s) =>
      DRAWN_STYLES.has(s.style)
        ? !!s.imagePngBase64 && isDrawablePng(s.imagePngBase64)
        : s.style !== 'TEXT' || !!s.text,
    { message: ESIGN_MESSAGES.badSignature },
  )
  // An image sent with a typed or generated signature is not the signature chosen: drop it.
  .transform((s) => (DRAWN_STYLES.has(s.style) ? s : { ...s, imagePngBase64: undefined }));
export type TSignatureInput = z.infer<typeof ZSignature>;

export const ZRecipient = z.object({
  name: z.string().trim().min(1, ESIGN_MESSAGES.badName).max(200, ESIGN_MESSAGES.badName),
  email: z.email(ESIGN_MESSAGES.badEmail).transform((e) => e.toLowerCase()),
  role: z.enum(['SIGNER', 'APPROVER', 'VIEWER', 'WITNESS']),
  verifyByCode: z.boolean().nullish(),
  /** The State or territory whose law governs their signing: kept with them, and judged. */
  state: z.enum(EXECUTION_JURISDICTIONS).nullish(),
});

export const ZSendForSignature = z.object({
  documentId: z.string().min(1).max(64),
  recipients: z
    .array(ZRecipient)
    .min(1, ESIGN_MESSAGES.noSigners)
    .max(20, ESIGN_MESSAGES.tooManyRecipients)
    .refine(
      (rs) => new Set(rs.map((r) => r.email)).size === rs.length,
      ESIGN_MESSAGES.duplicateEmail,
    )
    .refine((rs) => rs.some((r) => r.role !== 'VIEWER'), ESIGN_MESSAGES.noSigners),
  order: z.enum(['PARALLEL', 'SEQUENTIAL']),
  message: z.string().trim().max(2000, ESIGN_MESSAGES.messageTooLong).nullish(),
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ESIGN_MESSAGES.badExpiry)
    .nullish(),
  remindEveryDays: z
    .number()
    .int()
    .min(1, ESIGN_MESSAGES.badReminder)
    .max(30, ESIGN_MESSAGES.badReminder)
    .nullish(),
  signFirst: ZSignature.nullish(),
  ...ZPlacement,
});
export type TSendForSignature = z.infer<typeof ZSendForSignature>;
