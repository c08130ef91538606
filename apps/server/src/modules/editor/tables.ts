import { sql } from 'drizzle-orm';
import {
  check,
  customType,
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

export const COMMENT_STATUSES = ['ACTIVE', 'RESOLVED', 'REJECTED'] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * Comments on a document's wording. A thread is its first comment (thread_id = its own id),
 * anchored to a range of the text; replies share the thread id. The thread's status (SPEC §3
 * ACTIVE, RESOLVED, REJECTED) is kept on its first comment.
 */
export const documentComments = pgTable(
  'document_comments',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The words the thread is about, as they read when it was started. */
    quote: text('quote'),
    /** Where those words were in the editor's document (ProseMirror positions). */
    anchorFrom: integer('anchor_from'),
    anchorTo: integer('anchor_to'),
    status: text('status', { enum: COMMENT_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('document_comments_document_thread_idx').on(t.documentId, t.threadId),
    index('document_comments_author_idx').on(t.authorId),
    check('document_comments_status_known', sql`${t.status} in ('ACTIVE', 'RESOLVED', 'REJECTED')`),
  ],
);

/** Bytes as PostgreSQL keeps them (bytea); both drivers hand back a Uint8Array or a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The live (Yjs) state of a document opened for editing together: one row a document, made
 * from its saved wording the first time it is opened live and from then on only ever merged
 * into, never made again from the JSON (which would duplicate what people typed).
 */
export const documentLiveStates = pgTable('document_live_states', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => userDocuments.id, { onDelete: 'cascade' }),
  /** Every update so far, merged into one Yjs update. */
  state: bytea('state').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const SUGGESTION_STATUSES = ['ACCEPTED', 'PENDING', 'REJECTED'] as const;
export type TSuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const EDIT_OPERATIONS = ['DELETE', 'INSERT', 'REPLACE'] as const;
export type TEditOperation = (typeof EDIT_OPERATIONS)[number];

/**
 * A suggester's change, kept apart from the wording until the owner or an editor accepts it
 * (then the server makes it in the live document) or rejects it. It is anchored by a Yjs
 * relative position, which follows the words through everyone's later edits, and keeps the
 * words it expects to find there, so a change to them since is noticed, not overwritten.
 */
export const documentSuggestions = pgTable(
  'document_suggestions',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    operation: text('operation', { enum: EDIT_OPERATIONS }).notNull(),
    /** Where the change starts: an encoded Yjs relative position, base64. */
    anchor: text('anchor').notNull(),
    /** The words deleted or replaced, as they read when suggested ('' for an insertion). */
    original: text('original').notNull(),
    /** The words inserted ('' for a deletion). */
    text: text('text').notNull(),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull(),
    resolvedById: text('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('document_suggestions_document_idx').on(t.documentId, t.createdAt),
    index('document_suggestions_author_idx').on(t.authorId),
    index('document_suggestions_resolved_by_idx').on(t.resolvedById),
    check(
      'document_suggestions_status_known',
      sql`${t.status} in ('ACCEPTED', 'PENDING', 'REJECTED')`,
    ),
    check(
      'document_suggestions_operation_known',
      sql`${t.operation} in ('DELETE', 'INSERT', 'REPLACE')`,
    ),
  ],
);
