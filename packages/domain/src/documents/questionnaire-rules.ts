import { z } from 'zod';
import { type TCondition, ZAnswerPath, ZCondition, ZScalar } from './condition-model.js';

// Rules that look at more than one answer: an end date after a start date, shares that add
// up to 100%, a deposit no bigger than the price, and screening answers that mean the
// document is the wrong tool and a lawyer is needed. They are data in the questionnaire, so
// the browser and the server hold answers to exactly the same rules.

const ZMessage = z.string().min(1, { error: 'A rule needs a message for the customer' }).max(600);

/**
 * `path` is a question ('endDate') or a question inside a repeat ('loans.endDate': checked
 * item by item). `than` is another answer path, read from the same item when inside a repeat;
 * or use `value` for a fixed amount or yyyy-MM-dd date.
 */
export const ZCompareRule = z
  .object({
    kind: z.literal('compare'),
    path: ZAnswerPath,
    op: z.enum(['lt', 'lte', 'gt', 'gte', 'ne']),
    than: ZAnswerPath.optional(),
    value: ZScalar.optional(),
    message: ZMessage,
  })
  .refine((r) => (r.than === undefined) !== (r.value === undefined), {
    error: 'A compare rule names either than (an answer) or value (a fixed value)',
  });

/** The answers to one question across a repeat's items add up to a total, e.g. 100 (%). */
export const ZSumRule = z.object({
  kind: z.literal('sum'),
  group: ZAnswerPath,
  field: ZAnswerPath,
  total: z.number(),
  message: ZMessage,
});

/**
 * When `when` holds, the document cannot be made: the answer at `path` means a law applies
 * that this template does not handle, and the message says where to get help instead.
 */
export const ZReferRule = z.object({
  kind: z.literal('refer'),
  path: ZAnswerPath,
  when: ZCondition,
  message: ZMessage,
});

export type TQuestionnaireRule =
  | z.infer<typeof ZCompareRule>
  | z.infer<typeof ZSumRule>
  | { kind: 'refer'; path: string; when: TCondition; message: string };

export const ZQuestionnaireRule: z.ZodType<TQuestionnaireRule> = z.discriminatedUnion(
  'kind',
  [ZCompareRule, ZSumRule, ZReferRule],
  { error: 'A rule kind is one of compare, sum, refer' },
);
