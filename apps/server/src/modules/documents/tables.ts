import { FREE_TIER } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import { documentFolders, uploadedFiles } from './tables-files.js';

/** A customer's document: made from a library template, or an uploaded file (kind). */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'template' (answered from the library) or 'upload' (a file the customer uploaded). */
    kind: text('kind', { enum: ['template', 'upload'] })
      .notNull()
      .default('template'),
    /** Null for uploads, which have no template. */
    templateId: text('template_id'),
    /**
     * The template as it was when the document started: improving a template never changes
     * a document already made from it. Null for uploads.
     */
    templateSnapshot: jsonb('template_snapshot').$type<Record<string, unknown>>(),
    /** The uploaded file an upload entry shows. */
    fileId: text('file_id').references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    /** The owner's folder it sits in; null is the top level. */
    folderId: text('folder_id').references(() => documentFolders.id, { onDelete: 'set null' }),
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

/** Every download, for the free-tier allowance and as the record of what left the system. */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['pdf', 'docx'] }).notNull(),
    /** How the download was allowed: 'plan', 'free-pdf' (the free tier's one PDF) or 'licence'. */
    basis: text('basis').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('document_downloads_user_idx').on(t.userId, t.basis)],
);

/**
 * The free tier's PDF downloads, one numbered slot each: the primary key and the check
 * make it impossible to hand out more slots than the tier has, even to racing requests.
 */
export const freePdfAllowances = pgTable(
  'free_pdf_allowances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    uniqueIndex('free_pdf_allowances_document').on(t.userId, t.documentId),
    check(
      'free_pdf_allowances_slot_in_tier',
      sql`${t.slot} between 1 and ${sql.raw(String(FREE_TIER.pdfDownloads))}`,
    ),
  ],
);
