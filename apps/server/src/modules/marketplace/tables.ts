import type { TBriefStatus, TJobStatus, TPayoutStatus, TQuoteStatus, TUrgency } from '@app/domain';
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

/** A customer's request for quotes. Lawyers never read customerId's person until they win. */
export const marketplaceBriefs = pgTable(
  'marketplace_briefs',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaOfLaw: text('area_of_law').notNull(),
    state: text('state').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    budgetMinCents: integer('budget_min_cents').notNull(),
    budgetMaxCents: integer('budget_max_cents').notNull(),
    urgency: text('urgency').$type<TUrgency>().notNull(),
    status: text('status').$type<TBriefStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('marketplace_briefs_customer_idx').on(t.customerId, t.createdAt),
    index('marketplace_briefs_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A lawyer's fixed-fee quote with the s 174 disclosure. One per lawyer and brief; one
 * accepted per brief (the partial unique index holds even when two accepts race).
 */
export const marketplaceQuotes = pgTable(
  'marketplace_quotes',
  {
    id: text('id').primaryKey(),
    briefId: text('brief_id')
      .notNull()
      .references(() => marketplaceBriefs.id, { onDelete: 'cascade' }),
    lawyerId: text('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeCents: integer('fee_cents').notNull(),
    scope: text('scope').notNull(),
    timelineDays: integer('timeline_days').notNull(),
    totalEstimateCents: integer('total_estimate_cents').notNull(),
    disbursements: text('disbursements').notNull(),
    clientRights: text('client_rights').notNull(),
    status: text('status').$type<TQuoteStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_quotes_brief_lawyer').on(t.briefId, t.lawyerId),
    uniqueIndex('marketplace_quotes_one_accepted').on(t.briefId).where(sql`status = 'ACCEPTED'`),
    index('marketplace_quotes_lawyer_idx').on(t.lawyerId, t.createdAt),
  ],
);

export type TJobStep = { status: TJobStatus; at: string; by: 'CUSTOMER' | 'LAWYER' | 'SYSTEM' };

/** The paid work of an accepted quote, and where its money stands (held, due, refunded). */
export const marketplaceJobs = pgTable(
  'marketplace_jobs',
  {
    id: text('id').primaryKey(),
    briefId: text('brief_id')
      .notNull()
      .references(() => marketplaceBriefs.id, { onDelete: 'cascade' }),
    quoteId: text('quote_id')
      .notNull()
      .references(() => marketplaceQuotes.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: text('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TJobStatus>().notNull(),
    history: jsonb('history').$type<TJobStep[]>().notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    feeInCents: integer('fee_in_cents').notNull(),
    netInCents: integer('net_in_cents').notNull(),
    gatewayChargeId: text('gateway_charge_id').notNull(),
    payoutStatus: text('payout_status').$type<TPayoutStatus>().notNull(),
    refundedInCents: integer('refunded_in_cents').notNull().default(0),
    lawyerDoneAt: timestamp('lawyer_done_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_jobs_brief').on(t.briefId),
    index('marketplace_jobs_lawyer_idx').on(t.lawyerId, t.createdAt),
    index('marketplace_jobs_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** Chat between a brief's customer and one lawyer (a thread is brief + lawyer). */
export const marketplaceMessages = pgTable(
  'marketplace_messages',
  {
    id: text('id').primaryKey(),
    briefId: text('brief_id')
      .notNull()
      .references(() => marketplaceBriefs.id, { onDelete: 'cascade' }),
    lawyerId: text('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Whether contact details were hidden from the body when it was sent. */
    masked: integer('masked').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('marketplace_messages_thread_idx').on(t.briefId, t.lawyerId, t.createdAt)],
);

/** How far each side of a thread has read, for unread counts and read receipts. */
export const marketplaceThreadReads = pgTable(
  'marketplace_thread_reads',
  {
    briefId: text('brief_id')
      .notNull()
      .references(() => marketplaceBriefs.id, { onDelete: 'cascade' }),
    lawyerId: text('lawyer_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('marketplace_thread_reads_key').on(t.briefId, t.lawyerId, t.userId)],
);

/**
 * The customer's rating of the lawyer on a completed job: one per job (the unique index
 * holds when two submits race), with when the review terms were agreed to.
 */
export const marketplaceReviews = pgTable(
  'marketplace_reviews',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => marketplaceJobs.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: text('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    agreedToTermsAt: timestamp('agreed_to_terms_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_reviews_job').on(t.jobId),
    index('marketplace_reviews_lawyer_idx').on(t.lawyerId, t.createdAt),
    check('marketplace_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
