import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/** A customer's conversation with the support team; at most one open per customer. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** When an admin last read it: the customer's messages after it are unread in the inbox. */
    supportReadAt: timestamp('support_read_at', { withTimezone: true }),
    /** Null while open; a closed conversation is history and a new message opens another. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_conversations_one_open_key')
      .on(t.customerId)
      .where(sql`closed_at is null`),
    index('support_conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

/** One message of a support conversation, written by the customer or by the support team. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['CUSTOMER', 'SUPPORT'] }).notNull(),
    /** The admin who answered (null for the customer's own messages, or an admin since gone). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
