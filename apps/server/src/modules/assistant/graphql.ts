import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import type { TCitation } from './provider/port.js';
import {
  getAskConversation,
  getConversationHistory,
  type TConversation,
  type THistoryEntry,
} from './service/conversations.js';
import { rateCortexResponse } from './service/rate-response.js';
import type { TMessageRow } from './service/records.js';

const ZId = z.string().trim().min(1).max(64);
const ZConversation = z.object({ mode: z.enum(['LATEST', 'NEW']), threadId: ZId.optional() });
const ZRating = z.object({
  messageId: ZId,
  threadId: ZId,
  sentiment: z.enum(['NEGATIVE', 'NONE', 'POSITIVE']),
});

/** SPEC §7: the assistant's conversations, their history and the rating of an answer. */
export function registerAssistantGraphql(builder: TBuilder) {
  const Sentiment = builder.enumType('AiSentiment', {
    values: ['NEGATIVE', 'NONE', 'POSITIVE'] as const,
  });
  const Entity = builder.enumType('AiEntity', { values: ['AI', 'USER'] as const });
  const ConversationMode = builder.enumType('ConversationMode', {
    values: ['LATEST', 'NEW'] as const,
  });

  const Citation = builder.objectRef<TCitation>('AiCitation').implement({
    fields: (t) => ({
      number: t.exposeInt('number', { nullable: false }),
      url: t.exposeString('url', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      guide: t.exposeString('guide', { nullable: false }),
      guideTitle: t.exposeString('guideTitle', { nullable: false }),
    }),
  });

  const Response = builder.objectRef<TMessageRow>('AiResponse').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      sentiment: t.field({ type: Sentiment, nullable: false, resolve: (m) => m.sentiment }),
      entity: t.field({ type: Entity, nullable: false, resolve: (m) => m.entity }),
      message: t.exposeString('message', { nullable: false }),
      timestamp: t.field({ type: 'DateTime', nullable: false, resolve: (m) => m.createdAt }),
      citations: t.field({ type: [Citation], nullable: false, resolve: (m) => m.citations }),
      recommendedQuestions: t.exposeStringList('recommendedQuestions', { nullable: false }),
      status: t.exposeString('status', {
        nullable: false,
        description: 'STREAMING, COMPLETE, STOPPED (the customer left mid-answer) or FAILED.',
      }),
    }),
  });

  const Conversation = builder.objectRef<TConversation>('AiConversation').implement({
    fields: (t) => ({
      threadId: t.exposeString('threadId', { nullable: true }),
      responses: t.field({ type: [Response], nullable: false, resolve: (c) => c.responses }),
    }),
  });

  const HistoryEntry = builder.objectRef<THistoryEntry>('ConversationHistoryEntry').implement({
    fields: (t) => ({
      title: t.exposeString('title', { nullable: false }),
      mode: t.exposeString('mode', { nullable: false }),
      timestamp: t.expose('timestamp', { type: 'DateTime', nullable: false }),
      threadId: t.exposeString('threadId', { nullable: false }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      getAskConversation: t.field({
        type: Conversation,
        nullable: false,
        args: {
          mode: t.arg({ type: ConversationMode, required: false }),
          threadId: t.arg.string({ required: false }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZConversation, {
            mode: args.mode ?? 'LATEST',
            threadId: args.threadId ?? undefined,
          });
          return getAskConversation(ctx.deps, { userId: ctx.viewer.user.id, ...input });
        },
      }),
      getConversationHistory: t.field({
        type: [HistoryEntry],
        nullable: false,
        resolve: (_r, _a, ctx) => getConversationHistory(ctx.deps, { userId: ctx.viewer.user.id }),
      }),
    };
  });

  builder.mutationField('rateCortexResponse', (m) =>
    m.withAuth({ signedIn: true }).field({
      type: Response,
      nullable: false,
      args: {
        messageId: m.arg.string({ required: true }),
        sentiment: m.arg({ type: Sentiment, required: true }),
        threadId: m.arg.string({ required: true }),
      },
      resolve: (_r, args, ctx) => {
        const input = parseInput(ZRating, args);
        return rateCortexResponse(ctx.deps, { userId: ctx.viewer.user.id, ...input });
      },
    }),
  );
}
