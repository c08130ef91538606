import { eq, or } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { closeTeamFolder, withdrawMemberFromFolder } from './folder-sync.js';
import { teamOwnerIdOf } from './members.js';
import { teamMembers } from './tables.js';

/**
 * Account deletion: an owner's team ends (its members fall back to their own plans, and the
 * invited addresses go), and a member leaves the team they were in.
 */
export async function eraseCustomerTeam(work: TWork, customer: TErasedCustomer) {
  // Shares the team folder made go first: other members' documents stay shared otherwise.
  await closeTeamFolder(work, customer.userId);
  const ownerId = await teamOwnerIdOf(work, customer.userId);
  if (ownerId) {
    await withdrawMemberFromFolder(work, { teamOwnerId: ownerId, userId: customer.userId });
  }
  const removed = await work.database.db
    .delete(teamMembers)
    .where(or(eq(teamMembers.ownerId, customer.userId), eq(teamMembers.userId, customer.userId)))
    .returning({ id: teamMembers.id });
  work.afterCommit(() => work.teamRoles.clear());
  return { teamSeats: removed.length };
}
