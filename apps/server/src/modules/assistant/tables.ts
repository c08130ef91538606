import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import { userDocuments } from '../documents/index.js';

/** A conversation with the assistant (SPEC §3 AI conversation thread). */
export const aiThreads = pgTable(
  'ai_threads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SPEC §3 chat type: ASK or DRAFT. */
    chatType: text('chat_type', { enum: ['ASK', 'DRAFT'] }).notNull(),
    /** The panel mode the thread was started in: ask, draft or review. */
    mode: text('mode').notNull(),
    /** The first question, shortened: what the history list shows. */
    title: text('title').notNull(),
    /** The uploaded document a review thread is about; null for other threads. */
    documentId: text('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_threads_user_idx').on(t.userId, t.chatType, t.updatedAt),
    index('ai_threads_document_idx').on(t.userId, t.documentId),
  ],
);

export type TCitationRecord = {
  number: number;
  title: string;
  url: string;
  guide: string;
  guideTitle: string;
};

/** One message of a thread: the customer's question or the assistant's answer. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => aiThreads.id, { onDelete: 'cascade' }),
    /** Kept on the row so the daily allowance is counted without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity', { enum: ['AI', 'USER'] }).notNull(),
    message: text('message').notNull(),
    /** STREAMING while the answer is written; COMPLETE, STOPPED (client left) or FAILED. */
    status: text('status', { enum: ['STREAMING', 'COMPLETE', 'STOPPED', 'FAILED'] }).notNull(),
    sentiment: text('sentiment', { enum: ['NEGATIVE', 'NONE', 'POSITIVE'] })
      .notNull()
      .default('NONE'),
    citations: jsonb('citations').$type<TCitationRecord[]>().notNull().default([]),
    recommendedQuestions: jsonb('recommended_questions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_messages_thread_idx').on(t.threadId, t.createdAt),
    index('ai_messages_user_idx').on(t.userId, t.entity, t.createdAt),
  ],
);

/**
 * A document the assistant drafted in answer to a message (SPEC §3 draft artifact): the
 * template it chose, the answers it filled from the conversation, and the draft as HTML.
 */
export const aiDraftArtifacts = pgTable(
  'ai_draft_artifacts',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => aiThreads.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => aiMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    templateTitle: text('template_title').notNull(),
    /** What the questionnaire opens with: the answers found in the conversation. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** Sanitised HTML: as drafted, or as the customer last saved it. */
    htmlContent: text('html_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_draft_artifacts_message_key').on(t.messageId),
    index('ai_draft_artifacts_thread_idx').on(t.threadId),
  ],
);

export type TReviewFindingRecord = {
  code: string;
  severity: 'HIGH' | 'MEDIUM' | 'LOW';
  title: string;
  /** The words of the document the finding is about; null for something missing. */
  passage: string | null;
  explanation: string;
  suggestedFix: string;
  citation: { title: string; url: string; guide: string | null };
};

/** The assistant's review of one uploaded document: made once, then read back. */
export const aiDocumentReviews = pgTable(
  'ai_document_reviews',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    threadId: text('thread_id')
      .notNull()
      .references(() => aiThreads.id, { onDelete: 'cascade' }),
    /** nda, services, lease, employment, contractor, loan or other. */
    kind: text('kind').notNull(),
    findings: jsonb('findings').$type<TReviewFindingRecord[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ai_document_reviews_user_document_key').on(t.userId, t.documentId)],
);
