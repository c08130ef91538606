import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept instead of sent when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
