import { EXECUTION_JURISDICTIONS, FREE_TIER } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * One signing of one document: self-signed, or sent to recipients. The PDFs themselves live
 * in the file store (esign/<id>/original.pdf, sealed.pdf); the row keeps their hashes.
 */
export const signingProcesses = pgTable(
  'signing_processes',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's document (documents area); no foreign key across areas, as elsewhere. */
    documentId: text('document_id').notNull(),
    title: text('title').notNull(),
    /** SPEC §3 signing-process status: CREATED, IN_PROGRESS, COMPLETED, SELF_SIGNED, DELETED. */
    status: text('status').notNull(),
    /** Why a process stopped before completing: DECLINED, CANCELLED or EXPIRED; null otherwise. */
    closedAs: text('closed_as'),
    signingOrder: text('signing_order', { enum: ['PARALLEL', 'SEQUENTIAL'] }).notNull(),
    message: text('message'),
    cancelNote: text('cancel_note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remindEveryDays: integer('remind_every_days'),
    originalSha256: text('original_sha256').notNull(),
    resultSha256: text('result_sha256'),
    pageCount: integer('page_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('signing_processes_owner_idx').on(t.ownerId, t.createdAt),
    index('signing_processes_document_idx').on(t.documentId, t.createdAt),
    // The verify page finds a sealed PDF by the hash of its bytes.
    index('signing_processes_result_idx').on(t.resultSha256),
  ],
);

/**
 * A person asked to act on a process. Their link carries a random token of which only the
 * SHA-256 is kept, so a database read never yields a working link.
 */
export const signingRecipients = pgTable(
  'signing_recipients',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => signingProcesses.id, { onDelete: 'cascade' }),
    /** The account with this address when the process was sent, for "awaiting my signature". */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['SIGNER', 'APPROVER', 'VIEWER', 'WITNESS'] }).notNull(),
    /** 1-based; in sequential order only the lowest unsigned position may act. */
    position: integer('position').notNull(),
    /** SPEC §3 e-sign status: CREATED, SENT, VIEWED, SIGNED, DECLINED, CANCELLED, COMPLETE. */
    status: text('status').notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The State or territory whose law governs this signer's signing, as the sender chose it;
     * null when the document's own governing law applies. The witness rule is judged on it.
     */
    state: text('state', { enum: EXECUTION_JURISDICTIONS }),
    verifyByCode: boolean('verify_by_code').notNull().default(false),
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    /** Where the signer signed or declined from, for the audit certificate. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The signature as given: style, font, text or the PNG in base64. */
    signature: jsonb('signature').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('signing_recipients_token_hash').on(t.tokenHash),
    uniqueIndex('signing_recipients_position').on(t.processId, t.position),
    index('signing_recipients_email_idx').on(t.email),
    index('signing_recipients_user_idx').on(t.userId),
    check(
      'signing_recipients_state_known',
      sql`${t.state} is null or ${t.state} in (${sql.raw(EXECUTION_JURISDICTIONS.map((j) => `'${j}'`).join(', '))})`,
    ),
  ],
);

/** A place on a page a recipient fills: positions are fractions of the page, origin top-left. */
export const signingFields = pgTable(
  'signing_fields',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => signingProcesses.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => signingRecipients.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    type: text('type', {
      enum: ['SIGNATURE', 'INITIALS', 'DATE', 'TEXT', 'NAME', 'CHECKBOX'],
    }).notNull(),
    required: boolean('required').notNull().default(true),
    /** What the recipient filled in (text or checked); signatures come from the recipient. */
    value: jsonb('value').$type<{ text?: string; checked?: boolean }>(),
  },
  (t) => [index('signing_fields_process_idx').on(t.processId)],
);

/**
 * The audit log: appended to, never changed. A trigger (migration 0009) refuses UPDATE and
 * any DELETE other than the cascade of its process going away.
 */
export const signingEvents = pgTable(
  'signing_events',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => signingProcesses.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    /** Who acted: the sender's or recipient's name and address, or 'system' for the clock. */
    actor: text('actor'),
    detail: text('detail'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('signing_events_process_idx').on(t.processId, t.at)],
);

/**
 * The free tier's e-signatures, one numbered slot each, as free_pdf_allowances: the key and
 * the check make it impossible to hand out more than the tier has, even to racing requests.
 */
export const esignAllowanceUses = pgTable(
  'esign_allowance_uses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    processId: text('process_id')
      .notNull()
      .references(() => signingProcesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    uniqueIndex('esign_allowance_uses_process').on(t.processId),
    check(
      'esign_allowance_uses_slot_in_tier',
      sql`${t.slot} between 1 and ${sql.raw(String(FREE_TIER.eSignatures))}`,
    ),
  ],
);
