import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/** One referral partner per customer; the key is what their shared link carries. */
export const referralPartners = pgTable('referral_partners', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  partnerKey: text('partner_key').notNull().unique(),
  /** The address payouts are arranged with, as given when the link was made. */
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
