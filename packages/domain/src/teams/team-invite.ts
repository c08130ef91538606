import { z } from 'zod';

// Teams (SPEC §1, §5, §9): an owner of a team-capable plan invites up to 3 members.

export const TEAM_MEMBER_LIMIT = 3;
/** How long an invitation link works; a resend issues a fresh one. */
export const TEAM_INVITE_DAYS = 7;

const BLANK = "This can't be blank";
const blankable = (max: number) =>
  z
    .string({ error: BLANK })
    .trim()
    .min(1, { error: BLANK })
    .max(max, { error: `Use ${max} characters or fewer` });

/** AddTeamUser (SPEC §3, §7): the §5 rules; ownerFlakeId and sender come from the session. */
export const ZAddTeamUser = z.object({
  firstName: blankable(80),
  lastName: blankable(80),
  email: z
    .string({ error: 'Not a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Not a valid email address' }).max(254)),
  message: z
    .string()
    .trim()
    .max(1000, { error: 'Use 1000 characters or fewer' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type TAddTeamUser = z.infer<typeof ZAddTeamUser>;

export type TTeamUserType = 'OWNER' | 'MEMBER' | 'INVITED';

/** The grants a member borrows from their owner's plan; owning a team is never borrowed. */
export const TEAM_SHARED_GRANTS = [
  'canAccessAllDocuments',
  'canBookConsultation',
  'canBookAccountantConsultation',
  'canAccessPartnerOffers',
  'canUseAI',
] as const;

/** A member's own flags with the owner's grants added (never taken away). */
export function withTeamGrants<T extends Record<(typeof TEAM_SHARED_GRANTS)[number], boolean>>(
  own: T,
  owner: T,
): T {
  const merged = { ...own };
  for (const grant of TEAM_SHARED_GRANTS) merged[grant] = own[grant] || owner[grant];
  return merged;
}
