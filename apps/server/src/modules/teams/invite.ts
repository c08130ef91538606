import { type TAddTeamUser, TEAM_INVITE_DAYS, TEAM_MEMBER_LIMIT, TEAM_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { TViewer } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { getSubscriptionSummary } from '../billing/index.js';
import { sendInviteMail } from './mails.js';
import { teamOwnerIdOf, teamSeatsOf } from './members.js';
import { teamMembers } from './tables.js';
import { type TTeamView, teamView } from './team-view.js';

const DAY_MS = 24 * 60 * 60_000;

/** Refuses anyone but the owner of a plan that allows a team. */
export async function assertTeamManager(deps: TDeps, viewer: TViewer): Promise<void> {
  if (await teamOwnerIdOf(deps, viewer.user.id)) {
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.membersCannotInvite);
  }
  const plan = await getSubscriptionSummary(deps, viewer.user);
  if (!plan.canHaveTeam) throw new AppError('PAYMENT_REQUIRED', TEAM_MESSAGES.planNeeded);
}

export async function ownTeamView(deps: TDeps, viewer: TViewer): Promise<TTeamView> {
  const plan = await getSubscriptionSummary(deps, viewer.user);
  return teamView({
    owner: viewer.user,
    seats: await teamSeatsOf(deps, viewer.user.id),
    now: deps.clock.now(),
    canManage: plan.canHaveTeam,
    canHaveTeam: plan.canHaveTeam,
  });
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * AddTeamUser (SPEC §7): takes the lowest free seat of the owner's 3 and mails the invitee a
 * link. The count is re-read inside the owner's lock, and the seat number is unique, so two
 * invitations sent at once can never make a fourth member.
 */
export async function addTeamUser(
  deps: TDeps,
  options: { viewer: TViewer; input: TAddTeamUser },
): Promise<TTeamView> {
  const { viewer, input } = options;
  const owner = viewer.user;
  await assertTeamManager(deps, viewer);
  if (input.email === owner.email.toLowerCase()) {
    throw new AppError('BAD_INPUT', TEAM_MESSAGES.ownEmail, {
      fields: { email: TEAM_MESSAGES.ownEmail },
    });
  }
  const sender = `${owner.firstName} ${owner.lastName}`;
  await withCustomerLock(deps, owner.id, async () => {
    const seats = await teamSeatsOf(deps, owner.id);
    if (seats.some((s) => s.email.toLowerCase() === input.email)) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited, {
        fields: { email: TEAM_MESSAGES.alreadyInvited },
      });
    }
    const taken = new Set(seats.map((s) => s.seat));
    const seat = [1, 2, 3].slice(0, TEAM_MEMBER_LIMIT).find((n) => !taken.has(n));
    if (seat === undefined) throw new AppError('LIMIT_REACHED', TEAM_MESSAGES.limitReached);
    const now = deps.clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + TEAM_INVITE_DAYS * DAY_MS);
    const id = flakeId(now.getTime());
    try {
      await deps.database.db.insert(teamMembers).values({
        id,
        ownerId: owner.id,
        seat,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        message: input.message ?? null,
        sender,
        tokenHash: hashToken(token),
        inviteExpiresAt: expiresAt,
        invitedAt: now,
      });
    } catch (error) {
      // Another instance won the seat between our read and write: the constraint answers.
      if (isUniqueViolation(error)) {
        throw new AppError('LIMIT_REACHED', TEAM_MESSAGES.limitReached, { log: String(error) });
      }
      throw error;
    }
    try {
      await sendInviteMail(deps, {
        to: input.email,
        firstName: input.firstName,
        sender,
        message: input.message,
        token,
        expiresAt,
      });
    } catch (error) {
      // No seat is held by an invitation nobody received.
      await deps.database.db.delete(teamMembers).where(eq(teamMembers.id, id));
      throw new AppError('UNAVAILABLE', TEAM_MESSAGES.failed, { log: String(error) });
    }
  });
  return ownTeamView(deps, viewer);
}

/** Sends a pending invitation again with a fresh link; the old link stops working. */
export async function resendTeamInvite(
  deps: TDeps,
  options: { viewer: TViewer; memberId: string },
): Promise<TTeamView> {
  const { viewer, memberId } = options;
  await assertTeamManager(deps, viewer);
  const mine = and(eq(teamMembers.id, memberId), eq(teamMembers.ownerId, viewer.user.id));
  const [row] = await deps.database.db.select().from(teamMembers).where(mine);
  // Another owner's seat is answered as if it did not exist.
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteInvalid);
  if (row.userId) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited);
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TEAM_INVITE_DAYS * DAY_MS);
  await deps.database.db
    .update(teamMembers)
    .set({ tokenHash: hashToken(token), inviteExpiresAt: expiresAt, invitedAt: now })
    .where(mine);
  await sendInviteMail(deps, {
    to: row.email,
    firstName: row.firstName,
    sender: row.sender,
    message: row.message,
    token,
    expiresAt,
  });
  return ownTeamView(deps, viewer);
}
