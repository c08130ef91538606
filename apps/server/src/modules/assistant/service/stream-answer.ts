import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AI_MESSAGES } from '../messages.js';
import type { TAiStreamEvent, TCitation } from '../provider/port.js';
import { aiMessages } from '../tables.js';
import type { TStartedQuestion } from './start-question.js';

/** One event as it goes on the wire: the provider's event with the ids it belongs to. */
export type TWireEvent = (TAiStreamEvent | { error: string }) & {
  threadId: string;
  messageId: string;
};

/**
 * Streams the provider's answer to a started question and keeps what was said: the whole
 * answer when it finishes, what had been streamed when the customer left (STOPPED), or a
 * FAILED answer and an `error` event when the provider broke.
 */
export async function* streamAnswer(
  deps: TDeps,
  opts: {
    started: TStartedQuestion;
    question: string;
    thinking: boolean;
    signal: AbortSignal;
    /** Where the events come from when not the provider's ask answer (drafts, reviews). */
    source?: (signal: AbortSignal) => AsyncIterable<TAiStreamEvent>;
  },
): AsyncGenerator<TWireEvent> {
  const ids = { threadId: opts.started.threadId, messageId: opts.started.answerId };
  let text = '';
  let citations: TCitation[] = [];
  let recommendedQuestions: string[] = [];
  let status: 'COMPLETE' | 'STOPPED' | 'FAILED' = 'COMPLETE';
  try {
    const events =
      opts.source?.(opts.signal) ??
      deps.aiProvider.answer({
        question: opts.question,
        mode: 'ask',
        history: opts.started.history,
        thinking: opts.thinking,
        signal: opts.signal,
      });
    for await (const event of events) {
      if (opts.signal.aborted) break;
      if (event.type === 'content') text += event.content;
      // A draft's footnote is part of what the answer says; the draft itself is kept apart.
      if (event.type === 'draft_footnote_start' && text) text += '\n\n';
      if (event.type === 'draft_footnote_content') text += event.content;
      if (event.type === 'citations') {
        citations = event.citations;
        recommendedQuestions = event.recommendedQuestions;
      }
      yield { ...event, ...ids };
    }
    if (opts.signal.aborted) status = 'STOPPED';
  } catch (error) {
    status = opts.signal.aborted ? 'STOPPED' : 'FAILED';
    if (status === 'FAILED') {
      deps.logger.error({ err: error, ...ids }, 'AI answer failed');
      yield { error: AI_MESSAGES.answerFailed, ...ids };
    }
  } finally {
    await deps.database.db
      .update(aiMessages)
      .set({ message: text, status, citations, recommendedQuestions })
      .where(eq(aiMessages.id, ids.messageId));
  }
}
