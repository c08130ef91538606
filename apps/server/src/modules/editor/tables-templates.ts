import { TEMPLATE_CHANGE_ACTIONS } from '@app/domain';
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

/**
 * A customer's own template: an edited document's wording kept under a name, to start new
 * documents from. Names are the owner's to tell apart, so two of theirs cannot share one
 * in any letter case. The library's templates are never stored here.
 */
export const customerTemplates = pgTable(
  'customer_templates',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_templates_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);

/**
 * A template's history, one row a change (SPEC §3 template change action). Each row keeps the
 * wording as it stood after the change, with the questionnaire and answers of the document it
 * came from, so a document made from it is an ordinary document of the library template.
 * The newest row is the template's wording; nothing here is ever rewritten.
 */
export const customerTemplateEntries = pgTable(
  'customer_template_entries',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => customerTemplates.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per template, in the order the changes were made. */
    number: integer('number').notNull(),
    action: text('action', { enum: TEMPLATE_CHANGE_ACTIONS }).notNull(),
    /** The editor's ProseMirror JSON (a doc node). */
    content: jsonb('content').notNull(),
    /** The library template the wording began as, and its questionnaire and answers then. */
    libraryTemplateId: text('library_template_id').notNull(),
    templateSnapshot: jsonb('template_snapshot').$type<Record<string, unknown>>().notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** The document saved or updated from (CREATE, UPDATE) or made (CLONE). */
    documentId: text('document_id').references(() => userDocuments.id, { onDelete: 'set null' }),
    /** The entry a RESTORE brought back. */
    restoredFrom: integer('restored_from'),
    /** Kept when the account goes only as far as the template does (it is the owner's). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_template_entries_template_number_key').on(t.templateId, t.number),
    index('customer_template_entries_document_idx').on(t.documentId),
    index('customer_template_entries_actor_idx').on(t.actorId),
    check(
      'customer_template_entries_action_known',
      sql`${t.action} in ('CLONE', 'CREATE', 'RESTORE', 'UPDATE')`,
    ),
  ],
);
