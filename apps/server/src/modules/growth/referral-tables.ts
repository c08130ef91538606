import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** A browser that opened a partner's link: counted once per browser per partner. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: text('id').primaryKey(),
    partnerUserId: text('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A random id the browser keeps; it names no person. */
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_visits_partner_visitor').on(t.partnerUserId, t.visitorId)],
);

/** A customer who signed up through a partner's link: one partner per referred customer. */
export const referralAttributions = pgTable(
  'referral_attributions',
  {
    referredUserId: text('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerUserId: text('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_attributions_partner_idx').on(t.partnerUserId),
    check('referral_attributions_not_self', sql`${t.referredUserId} <> ${t.partnerUserId}`),
  ],
);

/** A partner's request to be paid what they are owed; an admin marks it paid. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountInCents: integer('amount_in_cents').notNull(),
    /** requested | paid */
    status: text('status', { enum: ['requested', 'paid'] }).notNull(),
    accountName: text('account_name').notNull(),
    bsb: text('bsb').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_payouts_user_idx').on(t.userId, t.createdAt),
    // One request waiting at a time, whatever races to write a second.
    uniqueIndex('referral_payouts_one_open').on(t.userId).where(sql`${t.status} = 'requested'`),
    check('referral_payouts_amount_positive', sql`${t.amountInCents} > 0`),
  ],
);

/** Every change to a payout, who made it and when. */
export const referralPayoutEvents = pgTable(
  'referral_payout_events',
  {
    id: text('id').primaryKey(),
    payoutId: text('payout_id')
      .notNull()
      .references(() => referralPayouts.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['requested', 'paid'] }).notNull(),
    actorUserId: text('actor_user_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('referral_payout_events_payout_idx').on(t.payoutId, t.createdAt)],
);
