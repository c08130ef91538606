import { z } from 'zod';
import { AU_STATES } from '../documents/enums.js';
import { AREAS_OF_LAW, URGENCIES } from './enums.js';
import { MARKETPLACE_MESSAGES } from './messages.js';
import { MARKETPLACE_RULES } from './rules.js';

const cents = z
  .number()
  .int('Enter whole dollars and cents.')
  .min(MARKETPLACE_RULES.minimumQuoteCents, 'The amount must be at least $50.')
  .max(MARKETPLACE_RULES.maximumQuoteCents, 'The amount must be at most $100,000.');

export const ZPostBrief = z
  .object({
    areaOfLaw: z.enum(AREAS_OF_LAW, { message: 'Choose an area of law.' }),
    state: z.enum(AU_STATES, { message: 'Choose a state or territory.' }),
    title: z.string().trim().min(5, 'Give the brief a title of at least 5 characters.').max(120),
    description: z
      .string()
      .trim()
      .min(20, 'Describe what you need in at least 20 characters.')
      .max(MARKETPLACE_RULES.briefDescriptionMax),
    budgetMinCents: cents,
    budgetMaxCents: cents,
    urgency: z.enum(URGENCIES, { message: 'Choose how soon you need it.' }),
  })
  .refine((b) => b.budgetMaxCents >= b.budgetMinCents, {
    message: MARKETPLACE_MESSAGES.budgetRange,
    path: ['budgetMaxCents'],
  });
export type TPostBrief = z.infer<typeof ZPostBrief>;

/** A fixed-fee quote with the costs disclosure of the Legal Profession Uniform Law s 174. */
export const ZSubmitQuote = z.object({
  briefId: z.string().min(1).max(64),
  feeCents: cents,
  scope: z.string().trim().min(20, 'Describe the scope in at least 20 characters.').max(4_000),
  timelineDays: z.number().int().min(1, 'The timeline must be at least a day.').max(365),
  /** s 174(1)(a): an estimate of the total legal costs, including disbursements. */
  totalEstimateCents: cents,
  disbursements: z.string().trim().max(2_000).default(''),
  /** s 174(1)(b): the client's rights (to negotiate, to an itemised bill, to costs review). */
  clientRightsAcknowledged: z.literal(true, {
    message: 'Confirm that the disclosure of the client’s rights is included.',
  }),
});
export type TSubmitQuote = z.infer<typeof ZSubmitQuote>;

export const ZSendMessage = z.object({
  briefId: z.string().min(1).max(64),
  lawyerId: z.string().min(1).max(64).optional(),
  body: z.string().trim().min(1, 'Write a message.').max(MARKETPLACE_RULES.messageMax),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

/** The client's rights every quote discloses (Legal Profession Uniform Law s 174(1)(b)). */
export const CLIENT_RIGHTS_TEXT =
  'You have the right to negotiate a costs agreement and the billing method, to receive a bill ' +
  'of costs and to request an itemised bill, to be told of any substantial change to this ' +
  'estimate, and to seek assistance from the designated local regulatory authority, including ' +
  'a costs assessment, if you dispute the legal costs.';
