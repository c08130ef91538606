import { z } from 'zod';
import { ZCompletionStep } from './completion-model.js';
import { ZCondition } from './condition-model.js';
import { QUESTION_FIELD_TYPES } from './enums.js';
import { ZQuestionnaireRule } from './questionnaire-rules.js';

/** Question, group and section ids: camelCase, so they read well inside {{placeholders}}. */
export const ZIdentifier = z.string().regex(/^[a-z][A-Za-z0-9]*$/, {
  error: 'An id starts with a lower-case letter and has only letters and digits, e.g. partyName',
});

export const ZOption = z.object({
  value: z.string().min(1, { error: 'An option needs a value' }),
  label: z.string().min(1, { error: 'An option needs a label' }),
});
export type TOption = z.infer<typeof ZOption>;

/** A date limit: a fixed 'yyyy-MM-dd' day, or 'today' as seen at the time of answering. */
export const ZDateLimit = z.union([
  z.literal('today'),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "A date limit is 'today' or yyyy-MM-dd" }),
]);

const textTypes = ['FREE_TEXT', 'BUSINESS_NAME'];

export const ZQuestion = z
  .object({
    id: ZIdentifier,
    label: z.string().min(1, { error: 'A question needs a label' }),
    help: z.string().optional(),
    type: z.enum(QUESTION_FIELD_TYPES, { error: 'Unknown question field type' }),
    required: z.boolean().default(true),
    /** Used when the customer has not answered; it must itself be a valid answer. */
    default: z.unknown().optional(),
    /** FREE_TEXT: choose one; CHECKBOX: tick any (the answer is the list of values). */
    options: z.array(ZOption).min(1).optional(),
    /** Shown only when this holds over earlier answers; hidden questions are never required. */
    showIf: ZCondition.optional(),
    minLength: z.int().min(0).optional(),
    maxLength: z.int().min(1).optional(),
    minDate: ZDateLimit.optional(),
    maxDate: ZDateLimit.optional(),
    /** CHECKBOX: the box must be ticked, as with an acknowledgement. */
    mustBeTicked: z.boolean().optional(),
    /**
     * FREE_TEXT entered as money (stored as integer cents), a whole number, or a percentage
     * (up to two decimal places, 0 to 100).
     */
    format: z.enum(['money', 'number', 'percent']).optional(),
    /** Smallest and largest acceptable amount, in the stored unit (cents for money). */
    min: z.number().min(0).optional(),
    max: z.number().min(0).optional(),
    multiline: z.boolean().optional(),
  })
  .superRefine((q, ctx) => {
    const misplaced = (field: string, allowed: string) =>
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} applies to ${allowed} only`,
      });
    if ((q.minLength !== undefined || q.maxLength !== undefined) && !textTypes.includes(q.type)) {
      misplaced('minLength', 'FREE_TEXT and BUSINESS_NAME');
    }
    if ((q.minDate || q.maxDate) && q.type !== 'DATE') misplaced('minDate', 'DATE');
    if (q.mustBeTicked && (q.type !== 'CHECKBOX' || q.options)) {
      misplaced('mustBeTicked', 'a single CHECKBOX');
    }
    if (q.format && (q.type !== 'FREE_TEXT' || q.options)) {
      misplaced('format', 'FREE_TEXT without options');
    }
    if ((q.min !== undefined || q.max !== undefined) && !q.format) {
      misplaced('min', 'a FREE_TEXT question with a format');
    }
    if (q.min !== undefined && q.max !== undefined && q.min > q.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'min exceeds max' });
    }
    if (q.options && q.type !== 'FREE_TEXT' && q.type !== 'CHECKBOX') {
      misplaced('options', 'FREE_TEXT and CHECKBOX');
    }
    if (q.options && new Set(q.options.map((o) => o.value)).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option values must differ' });
    }
    if (q.minLength !== undefined && q.maxLength !== undefined && q.minLength > q.maxLength) {
      ctx.addIssue({ code: 'custom', path: ['minLength'], message: 'minLength exceeds maxLength' });
    }
  });
export type TQuestion = z.infer<typeof ZQuestion>;

/** A question set answered once per item: several parties, several directors. */
export const ZQuestionGroup = z
  .object({
    id: ZIdentifier,
    label: z.string().min(1, { error: 'A group needs a label' }),
    help: z.string().optional(),
    /** What one item is called in conditions inside the group, e.g. 'party'. */
    itemName: ZIdentifier.default('item'),
    /** How the form titles one item, e.g. 'Party' → 'Party 1', 'Party 2'. */
    itemLabel: z.string().optional(),
    minItems: z.int().min(0).default(0),
    maxItems: z.int().min(1).optional(),
    showIf: ZCondition.optional(),
    questions: z.array(ZQuestion).min(1, { error: 'A group needs at least one question' }),
  })
  .refine((g) => g.maxItems === undefined || g.minItems <= g.maxItems, {
    error: 'minItems exceeds maxItems',
    path: ['minItems'],
  });
export type TQuestionGroup = z.infer<typeof ZQuestionGroup>;

export const ZQuestionnaireItem = z.union([ZQuestionGroup, ZQuestion], {
  error: 'An item is a question (with a type) or a group (with questions)',
});
export type TQuestionnaireItem = z.infer<typeof ZQuestionnaireItem>;

export const ZSection = z.object({
  id: ZIdentifier,
  title: z.string().min(1, { error: 'A section needs a title' }),
  description: z.string().optional(),
  showIf: ZCondition.optional(),
  items: z.array(ZQuestionnaireItem).min(1, { error: 'A section needs at least one question' }),
});
export type TSection = z.infer<typeof ZSection>;

export const ZQuestionnaire = z.object({
  sections: z.array(ZSection).min(1, { error: 'A questionnaire needs at least one section' }),
  /** Checks across answers and referrals to a lawyer; see questionnaire-rules.ts. */
  rules: z.array(ZQuestionnaireRule).optional(),
  /** What to do after finishing: signing, witnessing, stamping, registering, lodging. */
  completion: z.array(ZCompletionStep).optional(),
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

export function isGroup(item: TQuestionnaireItem): item is TQuestionGroup {
  return 'questions' in item;
}
