import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { teamMembers } from './tables.js';
import type { TTeamRole } from './team-role-cache.js';

export type TTeamMemberRow = typeof teamMembers.$inferSelect;

/** The owner whose plan a member uses, if the user has accepted a place on a team. */
export async function teamOwnerIdOf(
  deps: Pick<TDeps, 'database'>,
  userId: string,
): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ ownerId: teamMembers.ownerId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return row?.ownerId ?? null;
}

/** The session's teamOwner and teamUser flags (SPEC §3), from the cache when it is fresh. */
export function teamRoleOf(deps: TDeps, userId: string): Promise<TTeamRole> {
  return deps.teamRoles.get(userId, deps.clock.now().getTime(), () => readTeamRole(deps, userId));
}

async function readTeamRole(deps: TDeps, userId: string): Promise<TTeamRole> {
  const rows = await deps.database.db
    .select({ ownerId: teamMembers.ownerId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      or(
        and(eq(teamMembers.ownerId, userId), isNotNull(teamMembers.userId)),
        eq(teamMembers.userId, userId),
      ),
    );
  return {
    teamOwner: rows.some((r) => r.ownerId === userId),
    teamUser: rows.some((r) => r.userId === userId),
  };
}

/** Every seat of an owner's team, pending invitations included, in seat order. */
export async function teamSeatsOf(deps: TDeps, ownerId: string): Promise<TTeamMemberRow[]> {
  return deps.database.db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.ownerId, ownerId))
    .orderBy(asc(teamMembers.seat));
}
