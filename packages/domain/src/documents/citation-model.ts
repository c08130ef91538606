import { z } from 'zod';

// The citation register: every statute a template, guide or rules table relies on, with
// what it is cited for, where to read it, and when someone last checked it against the
// authorised version. Templates are checked against it, so no citation goes unrecorded.

export const JURISDICTIONS = ['Cth', 'NSW', 'Vic', 'Qld', 'WA', 'SA', 'Tas', 'ACT', 'NT'] as const;
export type TJurisdiction = (typeof JURISDICTIONS)[number];

const ZIsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date is yyyy-MM-dd' });

export const ZCitation = z.object({
  /** The short title as cited, with its year: 'Corporations Act 2001'. */
  act: z.string().min(3),
  jurisdiction: z.enum(JURISDICTIONS, {
    error: `Jurisdiction is one of ${JURISDICTIONS.join(', ')}`,
  }),
  /** 'section 127', 'Part 9.4AAA', 'Schedule 2'; null for the Act as a whole. */
  provision: z
    .string()
    .regex(
      /^(section|Part|Division|Subdivision|Schedule|regulation|rule|clause|item|Chapter) \S+( of (Part|Division|Subdivision|Chapter) \S+)*$/,
      {
        error: "A provision reads like 'section 127', 'Part 9.4AAA' or 'Division 1 of Part 1.2AA'",
      },
    )
    .nullable(),
  citedFor: z.string().min(10, { error: 'Say what the provision is cited for' }),
  /** The authorised or official version to check it against. */
  source: z.url({ protocol: /^https$/, error: 'The source is an https address' }),
  /** When the citation was last checked against the source; null if it never has been. */
  verifiedOn: ZIsoDay.nullable(),
  /** Other ways a template cites it, e.g. a prescribed form's 'Statutory Declarations Act 1959'. */
  citedAs: z.array(z.string().min(3)).optional(),
});
export type TCitation = z.infer<typeof ZCitation>;

export const ZCitationRegister = z.array(ZCitation).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const key = citationKey(entry);
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i], message: `${key} is listed twice` });
    seen.add(key);
    if (entry.provision && !entries.some((e) => e.act === entry.act && e.provision === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'act'],
        message: `${entry.act} needs its own entry (provision null) before its provisions`,
      });
    }
  }
});
export type TCitationRegister = z.infer<typeof ZCitationRegister>;

export function citationKey(c: Pick<TCitation, 'act' | 'jurisdiction' | 'provision'>): string {
  return `${c.provision ? `${c.provision} of the ` : ''}${c.act} (${c.jurisdiction})`;
}
