import { z } from 'zod';
import { BUSINESS_SEARCH_LIMIT } from './business-enums.js';
import { BUSINESS_MESSAGES as M } from './business-messages.js';
import { identifierDigits, isValidAbn, isValidAcn, isValidDirectorId } from './identifiers.js';

// Inputs of the business routes, shared by the browser's forms and the server's edge.

/** An ABN as typed (spaces allowed), given back as its 11 digits. */
export const ZAbn = z
  .string({ error: M.abnFormat })
  .transform(identifierDigits)
  .pipe(
    z
      .string()
      .regex(/^\d{11}$/, M.abnFormat)
      .refine(isValidAbn, M.abnCheckDigits),
  );

/** An ACN as typed, given back as its 9 digits. */
export const ZAcn = z
  .string({ error: M.acnFormat })
  .transform(identifierDigits)
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, M.acnFormat)
      .refine(isValidAcn, M.acnCheckDigit),
  );

export const ZDirectorId = z
  .string({ error: M.directorIdFormat })
  .transform(identifierDigits)
  .refine(isValidDirectorId, M.directorIdFormat);

/** An ABN or an ACN, told apart by length. */
export const ZBusinessIdentifier = z
  .string({ error: M.identifierFormat })
  .transform(identifierDigits)
  .pipe(
    z.union(
      [
        z
          .string()
          .regex(/^\d{11}$/, M.identifierFormat)
          .refine(isValidAbn, M.abnCheckDigits),
        z
          .string()
          .regex(/^\d{9}$/, M.identifierFormat)
          .refine(isValidAcn, M.acnCheckDigit),
      ],
      { error: M.identifierFormat },
    ),
  );

/** GET /asic/business/search: `name` and at most 15 results, whatever is asked for. */
export const ZBusinessSearch = z.object({
  name: z
    .string({ error: M.searchNameTooShort })
    .trim()
    .min(2, M.searchNameTooShort)
    .max(200, M.searchNameTooLong),
  maxSearchResults: z.coerce
    .number()
    .int()
    .min(1)
    .default(BUSINESS_SEARCH_LIMIT)
    .transform((n) => Math.min(n, BUSINESS_SEARCH_LIMIT)),
});
export type TBusinessSearch = z.infer<typeof ZBusinessSearch>;

export const ZAbnLookup = z.object({ abn: ZAbn });
export const ZAcnLookup = z.object({ acn: ZAcn });

/** POST /entity/byob: the chosen search result, by its ABN; the register supplies the rest. */
export const ZLinkBusiness = z.object({ abn: ZAbn });

/** POST /entity/transform-byob. */
export const ZTransformByob = z.object({
  userId: z.string().min(1).max(64),
  identifier: ZBusinessIdentifier,
  isService: z.boolean().default(false),
});
