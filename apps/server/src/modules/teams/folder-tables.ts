import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import { userDocuments } from '../documents/index.js';

/**
 * A document in a team's folder (the team is its owner's id). A document sits in at most one
 * team folder; every member reaches it through an ordinary document share, so the documents
 * area's one access check still decides who may open it.
 */
export const teamDocuments = pgTable(
  'team_documents',
  {
    documentId: text('document_id')
      .primaryKey()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    teamOwnerId: text('team_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role every member gets on it: EDITOR or VIEWER. */
    role: text('role', { enum: ['EDITOR', 'VIEWER'] }).notNull(),
    addedBy: text('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('team_documents_team_owner_idx').on(t.teamOwnerId, t.createdAt)],
);

/**
 * The shares the team folder made, one per document and member, so that a member who leaves
 * loses exactly these and keeps anything shared with them in person.
 */
export const teamDocumentShares = pgTable(
  'team_document_shares',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => teamDocuments.documentId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the share was made to (the member's at the time). */
    email: text('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.userId] }),
    index('team_document_shares_user_idx').on(t.userId),
  ],
);
