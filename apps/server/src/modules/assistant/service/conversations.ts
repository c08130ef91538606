import { desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { aiThreads } from '../tables.js';
import { latestThread, messagesOf, ownThread, type TMessageRow } from './records.js';

export type TConversation = { threadId: string | null; responses: TMessageRow[] };
export type THistoryEntry = { title: string; mode: string; timestamp: Date; threadId: string };

const HISTORY_LENGTH = 50;

/**
 * SPEC §4 conversation modes: LATEST opens the given thread, or else the customer's most
 * recent one; NEW answers an empty conversation (the thread is made by its first question).
 */
export async function getAskConversation(
  deps: TDeps,
  opts: { userId: string; mode: 'LATEST' | 'NEW'; threadId?: string },
): Promise<TConversation> {
  if (opts.mode === 'NEW') return { threadId: null, responses: [] };
  const thread = opts.threadId
    ? await ownThread(deps, { userId: opts.userId, threadId: opts.threadId })
    : await latestThread(deps, { userId: opts.userId, chatType: 'ASK' });
  if (!thread) return { threadId: null, responses: [] };
  return { threadId: thread.id, responses: await messagesOf(deps, thread.id) };
}

/** The customer's threads, most recently used first. */
export async function getConversationHistory(
  deps: TDeps,
  opts: { userId: string },
): Promise<THistoryEntry[]> {
  const rows = await deps.database.db
    .select()
    .from(aiThreads)
    .where(eq(aiThreads.userId, opts.userId))
    .orderBy(desc(aiThreads.updatedAt), desc(aiThreads.id))
    .limit(HISTORY_LENGTH);
  return rows.map((t) => ({
    title: t.title,
    mode: t.mode,
    timestamp: t.updatedAt,
    threadId: t.id,
  }));
}
