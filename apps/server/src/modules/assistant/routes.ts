import { Readable } from 'node:stream';
import { AI_MODES } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { AI_MESSAGES } from './messages.js';
import type { TAiStreamEvent } from './provider/port.js';
import { draftEvents } from './service/drafts.js';
import { startReview } from './service/reviews.js';
import { startQuestion, type TStartedQuestion } from './service/start-question.js';
import { streamAnswer, type TWireEvent } from './service/stream-answer.js';

/** The AI streaming POST (SPEC §7): where the panel and the full-screen assistant send questions. */
export const AI_STREAM_PATH = '/ai/stream';

const ZId = z.string().trim().min(1).max(64);
/** What the streaming POST answers: ask, draft and review (summarise and translate are not streamed). */
const STREAMED_MODES: readonly string[] = ['ask', 'draft', 'review'];
export const ZAskInput = z.object({
  message: z.string().trim().min(1, AI_MESSAGES.emptyQuestion).max(4000, AI_MESSAGES.emptyQuestion),
  mode: z.enum([...AI_MODES, 'summarise', 'translate']).default('ask'),
  threadId: ZId.nullish(),
  documentId: ZId.nullish(),
  thinking: z.boolean().default(false),
  provider: z.string().trim().max(40).nullish(),
  userId: ZId.nullish(),
});

/** One server-sent event: a `data: ` line of JSON and the blank line that ends it. */
async function* asServerSentEvents(events: AsyncIterable<TWireEvent>) {
  for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
}

export function registerAssistantRoutes(app: FastifyInstance, deps: TDeps) {
  app.post(AI_STREAM_PATH, async (req, reply) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZAskInput, req.body);
    if (input.userId && input.userId !== viewer.user.id) throw forbidden();
    if (!STREAMED_MODES.includes(input.mode)) {
      throw new AppError('BAD_INPUT', AI_MESSAGES.modeNotAvailable, {
        fields: { mode: AI_MESSAGES.modeNotAvailable },
      });
    }
    if (input.provider && input.provider !== deps.aiProvider.name) {
      throw new AppError('BAD_INPUT', AI_MESSAGES.providerNotConfigured, {
        fields: { provider: AI_MESSAGES.providerNotConfigured },
      });
    }
    if (input.mode === 'review' && !input.documentId) {
      throw new AppError('BAD_INPUT', AI_MESSAGES.reviewNeedsDocument, {
        fields: { documentId: AI_MESSAGES.reviewNeedsDocument },
      });
    }
    const threadId = input.threadId ?? undefined;
    let started: TStartedQuestion;
    let source: ((signal: AbortSignal) => AsyncIterable<TAiStreamEvent>) | undefined;
    if (input.mode === 'review') {
      // The review reads the document as data; the customer's words only title the thread.
      const review = await startReview(deps, {
        viewer,
        documentId: input.documentId!,
        message: input.message,
        threadId,
      });
      started = review.started;
      source = review.source;
    } else {
      started = await startQuestion(deps, {
        user: viewer.user,
        question: input.message,
        threadId,
        ...(input.mode === 'draft' ? { chatType: 'DRAFT', mode: 'draft' } : {}),
      });
      if (input.mode === 'draft') {
        const drafting = started;
        source = (signal) =>
          draftEvents(deps, {
            started: drafting,
            question: input.message,
            userId: viewer.user.id,
            signal,
          });
      }
    }

    // A customer who closes the panel or loses the connection stops the answer being made.
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const events = streamAnswer(deps, {
      started,
      question: input.message,
      thinking: input.thinking,
      signal: controller.signal,
      source,
    });
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store')
      .header('x-accel-buffering', 'no')
      .header('x-ai-remaining-questions', String(started.remainingQuestions))
      .send(Readable.from(asServerSentEvents(events)));
  });
}
