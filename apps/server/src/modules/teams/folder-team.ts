import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { findUserById } from '../account/index.js';
import { teamMembers } from './tables.js';

export type TTeamPerson = { userId: string; email: string; name: string };

/** The team a user is in for its folder: its owner's id and everyone in it (owner first). */
export type TFolderTeam = { teamOwnerId: string; people: TTeamPerson[] };

/**
 * The user's team as the folder sees it: the team they joined, or the one they own once
 * someone has joined it (a pending invitation makes no one a member yet). Read from the seats
 * on every call, never cached, so a removed member is out at once.
 */
export async function folderTeamOf(deps: TDeps, userId: string): Promise<TFolderTeam | null> {
  const { db } = deps.database;
  const [joined] = await db
    .select({ ownerId: teamMembers.ownerId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  const teamOwnerId = joined?.ownerId ?? userId;
  const seats = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.ownerId, teamOwnerId), isNotNull(teamMembers.userId)))
    .orderBy(teamMembers.seat);
  if (seats.length === 0) return null;
  const ids = [teamOwnerId, ...seats.map((s) => s.userId!)];
  const people: TTeamPerson[] = [];
  for (const id of ids) {
    const user = await findUserById(db, id);
    if (user) {
      people.push({
        userId: user.id,
        email: user.email.toLowerCase(),
        name: `${user.firstName} ${user.lastName}`.trim(),
      });
    }
  }
  return { teamOwnerId, people };
}
