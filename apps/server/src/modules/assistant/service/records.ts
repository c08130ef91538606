import { and, asc, desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { aiMessages, aiThreads } from '../tables.js';

export type TThreadRow = typeof aiThreads.$inferSelect;
export type TMessageRow = typeof aiMessages.$inferSelect;

/**
 * The thread if it belongs to the user. Another user's thread answers as if it did not
 * exist, so its id tells a stranger nothing.
 */
export async function ownThread(
  deps: Pick<TDeps, 'database'>,
  opts: { userId: string; threadId: string },
): Promise<TThreadRow> {
  const [thread] = await deps.database.db
    .select()
    .from(aiThreads)
    .where(and(eq(aiThreads.id, opts.threadId), eq(aiThreads.userId, opts.userId)))
    .limit(1);
  if (!thread) throw notFound();
  return thread;
}

/** The user's most recently used thread of a chat type, if any. */
export async function latestThread(
  deps: Pick<TDeps, 'database'>,
  opts: { userId: string; chatType: 'ASK' | 'DRAFT' },
): Promise<TThreadRow | undefined> {
  const [thread] = await deps.database.db
    .select()
    .from(aiThreads)
    .where(and(eq(aiThreads.userId, opts.userId), eq(aiThreads.chatType, opts.chatType)))
    .orderBy(desc(aiThreads.updatedAt), desc(aiThreads.id))
    .limit(1);
  return thread;
}

/** A thread's messages, oldest first. */
export function messagesOf(deps: Pick<TDeps, 'database'>, threadId: string) {
  return deps.database.db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.threadId, threadId))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
}
