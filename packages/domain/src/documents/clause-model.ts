import { z } from 'zod';
import { ZIdentifier } from './questionnaire-model.js';

// The shared clause library: wording that many templates need (execution blocks, notices,
// GST, restraints…) written once, so one correction reaches every template. A template
// refers to a clause with a use block; the loader puts the clause's content in its place
// before the template is parsed, so everything that checks a template checks the clause
// where it is used, and a stored snapshot never depends on the library changing later.

export const ZClauseId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: 'A clause id is a lower-case slug, e.g. execution-company',
});

/**
 * Where a clause's content can go: the body, a section's items, the list of sections, or the
 * completion steps shown once a document is finished.
 */
export const CLAUSE_KINDS = ['blocks', 'questions', 'sections', 'steps'] as const;
export type TClauseKind = (typeof CLAUSE_KINDS)[number];

export const ZClauseParam = z.object({
  description: z.string().min(1, { error: 'Say what a parameter is for' }),
  /** Without a default the parameter must be given. */
  default: z.unknown().optional(),
});

export const ZClauseDefinition = z.object({
  id: ZClauseId,
  title: z.string().min(1),
  /** What the clause does and when to use it, for template authors and reviewers. */
  description: z.string().min(1),
  kind: z.enum(CLAUSE_KINDS, { error: `A clause kind is one of ${CLAUSE_KINDS.join(', ')}` }),
  /**
   * Named values written into the content where [[name]] appears: inside a longer string as
   * text, or as a whole string to put any JSON value (a condition, a list) in its place.
   */
  params: z.record(ZIdentifier, ZClauseParam).default({}),
  content: z.array(z.unknown()).min(1, { error: 'A clause needs content' }),
});
export type TClauseDefinition = z.infer<typeof ZClauseDefinition>;
export type TClauseLibrary = ReadonlyMap<string, TClauseDefinition>;

/** The clause-reference block: `{ "type": "use", "clause": "gst", "with": { … } }`. */
export const ZClauseUse = z
  .object({
    type: z.literal('use'),
    clause: ZClauseId,
    with: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type TClauseUse = z.infer<typeof ZClauseUse>;

/**
 * A choice made when the template is loaded, from a parameter's value, e.g. deed or
 * agreement wording: `{ "type": "choose", "param": "form", "cases": { "deed": [ … ] } }`.
 * Only inside clause content; a case may be empty, and `otherwise` covers the rest.
 */
export const ZClauseChoice = z
  .object({
    type: z.literal('choose'),
    param: ZIdentifier,
    cases: z.record(z.string(), z.array(z.unknown())),
    otherwise: z.array(z.unknown()).optional(),
  })
  .strict();
