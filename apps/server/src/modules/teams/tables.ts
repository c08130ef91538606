import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/**
 * One seat of an owner's team: an invitation until accepted, then the member's place. The
 * seat number (1 to 3) is unique per owner, so the limit holds even if two invitations were
 * ever to pass the count at once.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    message: text('message'),
    /** Who the invitation says it is from (the owner's name as sent). */
    sender: text('sender').notNull(),
    /** The member's account once accepted; null while the invitation is pending. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Digest of the invitation link's token; cleared once used. */
    tokenHash: text('token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }).notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_members_owner_seat_key').on(t.ownerId, t.seat),
    uniqueIndex('team_members_owner_email_key').on(t.ownerId, sql`lower(${t.email})`),
    // A person belongs to one team at a time.
    uniqueIndex('team_members_user_key').on(t.userId),
    uniqueIndex('team_members_token_key').on(t.tokenHash),
    check('team_members_seat_in_limit', sql`${t.seat} between 1 and 3`),
  ],
);
