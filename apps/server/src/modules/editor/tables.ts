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
import { userDocuments } from '../documents/index.js';

export const VERSION_STATUSES = ['IN_PROGRESS', 'CREATED', 'FINALISED', 'DELETED'] as const;
export type TVersionStatus = (typeof VERSION_STATUSES)[number];

/**
 * The edited wording of a finished document, one row a version (SPEC §3 version statuses).
 * Autosaves keep replacing the author's latest IN_PROGRESS row; a named save adds a CREATED
 * one. Versions go with their document: the document's erasure takes its edits with it.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per document, in the order versions were made. */
    number: integer('number').notNull(),
    status: text('status', { enum: VERSION_STATUSES }).notNull(),
    name: text('name'),
    /** The editor's ProseMirror JSON (a doc node), checked before it is stored. */
    content: jsonb('content').notNull(),
    /** Kept when the author's account goes: the owner's history stays whole. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('document_versions_document_number_key').on(t.documentId, t.number),
    index('document_versions_author_idx').on(t.authorId),
    check(
      'document_versions_status_known',
      sql`${t.status} in ('IN_PROGRESS', 'CREATED', 'FINALISED', 'DELETED')`,
    ),
  ],
);
