import { z } from 'zod';
import { ZCondition } from './condition-model.js';

// What to do once the document is finished: how to sign and witness it where the customer
// is, stamp duty, registrations, lodgements. Data on the template, chosen by the answers with
// the same conditions the questionnaire uses, and shown on the finished screen.

export const COMPLETION_STEP_KINDS = [
  'sign',
  'witness',
  'stamp',
  'register',
  'lodge',
  'give',
  'keep',
  'deadline',
  'warning',
] as const;
export type TCompletionStepKind = (typeof COMPLETION_STEP_KINDS)[number];

export const ZCompletionStep = z.object({
  kind: z.enum(COMPLETION_STEP_KINDS, {
    error: `A step kind is one of ${COMPLETION_STEP_KINDS.join(', ')}`,
  }),
  title: z.string().min(1, { error: 'A step needs a title' }).max(200),
  text: z.string().min(1, { error: 'A step needs text' }).max(2000),
  /** Where to read more or get the form: an official https address. */
  link: z.url({ protocol: /^https$/, error: 'A link is an https address' }).optional(),
  showIf: ZCondition.optional(),
});
export type TCompletionStep = z.infer<typeof ZCompletionStep>;
