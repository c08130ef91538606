import { index, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.js';

/** A customer's document made from a library template. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    /**
     * The template as it was when the document started: improving a template never changes
     * a document already made from it.
     */
    templateSnapshot: jsonb('template_snapshot').$type<Record<string, unknown>>().notNull(),
    title: text('title').notNull(),
    /** A document status of SPEC §3 (IN_PROGRESS, COMPLETED, ...). */
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** Share of visible required questions answered validly, 0..1, for resume and lists. */
    progress: real('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Set by delete; cleared by undo. Deleted documents are hidden everywhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('user_documents_owner_idx').on(t.ownerId, t.updatedAt)],
);
