import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import { signingProcesses } from './tables.js';

/** One document sent to many recipients from a list, each with their own copy. */
export const esignBulkSends = pgTable(
  'esign_bulk_sends',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's document (documents area); no foreign key across areas, as elsewhere. */
    documentId: text('document_id').notNull(),
    title: text('title').notNull(),
    copies: integer('copies').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('esign_bulk_sends_owner_idx').on(t.ownerId, t.documentId)],
);

/** Each copy of a bulk send: the list's line it came from and its own signing process. */
export const esignBulkSendCopies = pgTable(
  'esign_bulk_send_copies',
  {
    bulkSendId: text('bulk_send_id')
      .notNull()
      .references(() => esignBulkSends.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    processId: text('process_id')
      .notNull()
      .references(() => signingProcesses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bulkSendId, t.line] }),
    uniqueIndex('esign_bulk_send_copies_process').on(t.processId),
  ],
);

/**
 * A customer's HTTPS endpoint for signing events. The secret signs each delivery, so it is
 * kept (shown to the customer once); `cursor` is the last audit event already fanned out.
 */
export const esignWebhooks = pgTable(
  'esign_webhooks',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    cursor: text('cursor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('esign_webhooks_owner_idx').on(t.ownerId)],
);

/** One event for one endpoint, and how its delivery went: the customer's delivery log. */
export const esignWebhookDeliveries = pgTable(
  'esign_webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => esignWebhooks.id, { onDelete: 'cascade' }),
    /** The audit event it reports: each is delivered to an endpoint once. */
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    /** PENDING, DELIVERED, or FAILED once every retry is spent. */
    state: text('state', { enum: ['PENDING', 'DELIVERED', 'FAILED'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('esign_webhook_deliveries_event').on(t.webhookId, t.eventId),
    index('esign_webhook_deliveries_log_idx').on(t.webhookId, t.createdAt),
  ],
);
