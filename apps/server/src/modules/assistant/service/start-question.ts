import { eq } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import type { TAiTurn } from '../provider/port.js';
import { aiMessages, aiThreads } from '../tables.js';
import { assertAllowanceLeft, readAllowance } from './allowance.js';
import { messagesOf, ownThread } from './records.js';

export type TStartedQuestion = {
  threadId: string;
  questionId: string;
  answerId: string;
  history: TAiTurn[];
  remainingQuestions: number;
};

const TITLE_LENGTH = 80;
const HISTORY_TURNS = 10;

const titleOf = (question: string) => {
  const flat = question.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_LENGTH ? `${flat.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : flat;
};

/**
 * Records a question and the empty answer it will stream into, spending one of the day's
 * questions. The allowance is read inside the customer's lock, so parallel questions cannot
 * each see the last one left.
 */
export async function startQuestion(
  deps: TDeps,
  opts: {
    user: Pick<TViewerUser, 'id' | 'isLawyer'>;
    question: string;
    threadId?: string;
    /** A new thread's chat type and panel mode: ASK/ask unless drafting or reviewing. */
    chatType?: 'ASK' | 'DRAFT';
    mode?: string;
    /** The uploaded document a review thread is about. */
    documentId?: string;
  },
): Promise<TStartedQuestion> {
  const existing = opts.threadId
    ? await ownThread(deps, { userId: opts.user.id, threadId: opts.threadId })
    : undefined;
  const history = existing ? await messagesOf(deps, existing.id) : [];

  return withCustomerLock(deps, opts.user.id, async () => {
    const allowance = await readAllowance(deps, opts.user);
    assertAllowanceLeft(allowance);
    // Each message is at least a millisecond younger than the one before, so a thread reads
    // in order however ids sort and however coarse the clock.
    const last = history.at(-1)?.createdAt.getTime() ?? 0;
    const now = new Date(Math.max(deps.clock.now().getTime(), last + 1));
    const answeredAt = new Date(now.getTime() + 1);
    const threadId = existing?.id ?? flakeId(now.getTime());
    const questionId = flakeId(now.getTime());
    const answerId = flakeId(answeredAt.getTime());
    await deps.database.db.transaction(async (tx) => {
      if (existing) {
        await tx.update(aiThreads).set({ updatedAt: now }).where(eq(aiThreads.id, threadId));
      } else {
        await tx.insert(aiThreads).values({
          id: threadId,
          userId: opts.user.id,
          chatType: opts.chatType ?? 'ASK',
          mode: opts.mode ?? 'ask',
          title: titleOf(opts.question),
          documentId: opts.documentId ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx.insert(aiMessages).values([
        {
          id: questionId,
          threadId,
          userId: opts.user.id,
          entity: 'USER',
          message: opts.question,
          status: 'COMPLETE',
          createdAt: now,
        },
        {
          id: answerId,
          threadId,
          userId: opts.user.id,
          entity: 'AI',
          message: '',
          status: 'STREAMING',
          createdAt: answeredAt,
        },
      ]);
    });
    return {
      threadId,
      questionId,
      answerId,
      history: history
        .filter((m) => m.message.length > 0)
        .slice(-HISTORY_TURNS)
        .map((m) => ({ entity: m.entity, message: m.message })),
      remainingQuestions: allowance.limit - allowance.used - 1,
    };
  });
}
