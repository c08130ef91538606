import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_threads_user_idx').on(t.userId, t.chatType, t.updatedAt)],
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
