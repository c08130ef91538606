import { z } from 'zod';
import { type TCondition, ZAnswerPath, ZCondition } from './condition-model.js';
import { parseInline } from './placeholders.js';
import { ZIdentifier } from './questionnaire-model.js';

/** Text with {{placeholders}}; the syntax is checked when the template is parsed. */
export const ZInline = z.string().superRefine((text, ctx) => {
  const parsed = parseInline(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
});

export const ZPartyDetail = z.object({
  /** Printed before the text, e.g. 'ABN'. The whole line is left out when the text is empty. */
  label: z.string().optional(),
  text: ZInline,
});
export type TPartyDetail = z.infer<typeof ZPartyDetail>;

// Written out by hand because blocks nest and zod cannot infer through z.lazy.
// No defaults inside, so the parsed type and the authored type are the same.
export type TBlock =
  | { type: 'heading'; text: string; level?: 1 | 2 | 3 | undefined }
  | { type: 'paragraph'; text: string }
  | {
      type: 'clause';
      /** Lets other text cite this clause's final number with {{clause:id}}. */
      id?: string | undefined;
      title?: string | undefined;
      text?: string | undefined;
      children?: TBlock[] | undefined;
    }
  | { type: 'party'; name: string; role?: string | undefined; details?: TPartyDetail[] | undefined }
  | {
      type: 'signature';
      party: string;
      /** e.g. 'Executed by … in accordance with section 127 of the Corporations Act 2001 (Cth)'. */
      statement?: string | undefined;
      signatory?: string | undefined;
      capacity?: string | undefined;
      /** Path to a SIGNATURE answer; without one the block leaves a line to sign on. */
      signature?: string | undefined;
      date?: string | undefined;
    }
  | { type: 'pageBreak' }
  /** 'blocks', not 'then': an object with a then property is taken for a promise by await. */
  | { type: 'if'; condition: TCondition; blocks: TBlock[]; else?: TBlock[] | undefined }
  | { type: 'each'; group: string; as: string; blocks: TBlock[] };
export type TBlockType = TBlock['type'];

export const ZBlock: z.ZodType<TBlock> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('heading'),
        text: ZInline,
        level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      }),
      z.object({ type: z.literal('paragraph'), text: ZInline }),
      z
        .object({
          type: z.literal('clause'),
          id: ZIdentifier.optional(),
          title: ZInline.optional(),
          text: ZInline.optional(),
          children: z.array(ZBlock).optional(),
        })
        .refine((c) => c.title || c.text || c.children?.length, {
          error: 'A clause needs a title, text or children',
        }),
      z.object({
        type: z.literal('party'),
        name: ZInline,
        role: ZInline.optional(),
        details: z.array(ZPartyDetail).optional(),
      }),
      z.object({
        type: z.literal('signature'),
        party: ZInline,
        statement: ZInline.optional(),
        signatory: ZInline.optional(),
        capacity: ZInline.optional(),
        signature: ZAnswerPath.optional(),
        date: ZInline.optional(),
      }),
      z.object({ type: z.literal('pageBreak') }),
      z.object({
        type: z.literal('if'),
        condition: ZCondition,
        blocks: z.array(ZBlock),
        else: z.array(ZBlock).optional(),
      }),
      z.object({
        type: z.literal('each'),
        group: ZIdentifier,
        as: ZIdentifier,
        blocks: z.array(ZBlock).min(1, { error: 'An each block needs blocks to repeat' }),
      }),
    ],
    {
      error:
        'A block type is one of heading, paragraph, clause, party, signature, pageBreak, if, each',
    },
  ),
);
