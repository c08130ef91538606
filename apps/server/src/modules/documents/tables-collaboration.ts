import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import { userDocuments } from './tables.js';

/** A customer's review of a document (SPEC §7 POST /reviews/product/{assetId}). */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The name the reviewer chose to show; the email is the account's, never the form's. */
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    agreedToTerms: boolean('agreed_to_terms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // One review per person per document: a second submission replaces the first.
  (t) => [uniqueIndex('document_reviews_document_user_key').on(t.documentId, t.userId)],
);

/**
 * Who a document is shared with. Keyed by e-mail (lower-cased) rather than user id, so a
 * document shared before the person signs up is theirs to open once they do.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** EDITOR, SUGGESTER or VIEWER; OWNER is never stored here. */
    role: text('role', { enum: ['EDITOR', 'SUGGESTER', 'VIEWER'] }).notNull(),
    sharedBy: text('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.email] }),
    index('document_shares_email_idx').on(t.email),
  ],
);
