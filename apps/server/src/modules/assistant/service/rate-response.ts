import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { AI_MESSAGES } from '../messages.js';
import { aiMessages } from '../tables.js';
import { ownThread, type TMessageRow } from './records.js';

/** SPEC §7 rateCortexResponse: the customer's thumbs up or down on one of the answers. */
export async function rateCortexResponse(
  deps: TDeps,
  opts: {
    userId: string;
    threadId: string;
    messageId: string;
    sentiment: 'NEGATIVE' | 'NONE' | 'POSITIVE';
  },
): Promise<TMessageRow> {
  await ownThread(deps, { userId: opts.userId, threadId: opts.threadId });
  const [message] = await deps.database.db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.id, opts.messageId), eq(aiMessages.threadId, opts.threadId)))
    .limit(1);
  if (!message) throw notFound();
  if (message.entity !== 'AI') throw new AppError('BAD_INPUT', AI_MESSAGES.onlyAnswersRated);
  const [rated] = await deps.database.db
    .update(aiMessages)
    .set({ sentiment: opts.sentiment })
    .where(eq(aiMessages.id, message.id))
    .returning();
  return rated!;
}
