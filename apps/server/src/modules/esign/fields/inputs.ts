import { COMPANY_EXECUTIONS, compactIdentifier, isValidAcn } from '@app/domain';
import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.js';

const ZFraction = z.number().finite();

/** A field the sender placed: where, what, for whom (by e-mail) and whether it must be filled. */
export const ZPlacedField = z.object({
  recipientEmail: z
    .string()
    .trim()
    .max(320)
    .transform((e) => e.toLowerCase()),
  page: z.number().int().min(-1).max(10_000),
  x: ZFraction,
  y: ZFraction,
  width: ZFraction,
  height: ZFraction,
  type: z.string().max(40),
  required: z.boolean().nullish(),
});
export type TPlacedFieldInput = z.infer<typeof ZPlacedField>;

/** A company signing under Corporations Act s 127(1), with the recipients who sign for it. */
export const ZCompanySigning = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.companyName).max(200, FIELD_MESSAGES.companyName),
  acn: z
    .string()
    .max(20, FIELD_MESSAGES.companyAcn)
    .transform(compactIdentifier)
    .refine(isValidAcn, FIELD_MESSAGES.companyAcn),
  execution: z.enum(COMPANY_EXECUTIONS),
  officerEmails: z
    .array(
      z
        .string()
        .trim()
        .max(320)
        .transform((e) => e.toLowerCase()),
    )
    .min(1)
    .max(2),
});
export type TCompanySigning = z.infer<typeof ZCompanySigning>;

export const ZPlacement = {
  fields: z.array(ZPlacedField).max(200, FIELD_MESSAGES.tooManyFields).nullish(),
  companies: z.array(ZCompanySigning).max(5).nullish(),
};
