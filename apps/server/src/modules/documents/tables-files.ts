import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/** A file a customer uploaded through a signed URL; recorded only once its bytes passed the checks. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name on the customer's computer, for showing back to them. */
    originalName: text('original_name').notNull(),
    /** The timestamped name the upload answered with; unique per owner. */
    storedName: text('stored_name').notNull(),
    /** Where the bytes are in the file store. */
    storageKey: text('storage_key').notNull(),
    /** PDF, DOCX, PNG or JPEG, as sniffed from the bytes. */
    fileType: text('file_type', { enum: ['PDF', 'DOCX', 'PNG', 'JPEG'] }).notNull(),
    size: integer('size').notNull(),
    /** A PDF that needs a password to open. */
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('uploaded_files_owner_name_key').on(t.ownerId, t.storedName)],
);

/** A customer's folder in My documents; folders may sit inside other folders. */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Deleting a folder brings what it held (documents and folders) back to the top level. */
    parentId: text('parent_id').references((): AnyPgColumn => documentFolders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('document_folders_owner_idx').on(t.ownerId),
    // One name per place, ignoring case: two "Leases" side by side help nobody.
    uniqueIndex('document_folders_owner_parent_name_key').on(
      t.ownerId,
      sql`coalesce(${t.parentId}, '')`,
      sql`lower(${t.name})`,
    ),
  ],
);
