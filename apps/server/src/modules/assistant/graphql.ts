import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { AI_MESSAGES } from './messages.js';
import type { TCitation } from './provider/port.js';
import { readAllowance, type TAllowance } from './service/allowance.js';
import {
  getAskConversation,
  getConversationHistory,
  type TConversation,
  type THistoryEntry,
} from './service/conversations.js';
import {
  getDraftConversation,
  type TDraftArtifactRow,
  type TDraftConversation,
  updateDraftArtifact,
} from './service/drafts.js';
import { rateCortexResponse } from './service/rate-response.js';
import type { TMessageRow } from './service/records.js';
import {
  documentReview,
  getDocumentConversation,
  type TDocumentConversation,
  type TDocumentReview,
} from './service/reviews.js';
import { simplify, type TSummary, translate } from './service/simplify.js';
import type { TReviewFindingRecord } from './tables.js';

const ZId = z.string().trim().min(1).max(64);
const ZConversation = z.object({ mode: z.enum(['LATEST', 'NEW']), threadId: ZId.optional() });
// A drafted document is a few pages; an edit past this is not a draft of ours.
const MAX_DRAFT_HTML = 500_000;
const ZDraftUpdate = z.object({
  threadId: ZId,
  messageId: ZId,
  artifactId: ZId,
  htmlContent: z.string().max(MAX_DRAFT_HTML, AI_MESSAGES.draftTooLong),
});
const ZDocument = z.object({ documentId: ZId });
const MAX_TEXT = 100_000;
const ZSimplify = z
  .object({ text: z.string().max(MAX_TEXT).optional(), documentId: ZId.optional() })
  .refine((v) => !!v.text?.trim() || !!v.documentId, {
    message: AI_MESSAGES.nothingToSummarise,
    path: ['text'],
  });
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

  const DraftArtifact = builder.objectRef<TDraftArtifactRow>('DraftArtifact').implement({
    description: 'SPEC §3 draft artifact: a document the assistant drafted from a conversation.',
    fields: (t) => ({
      artifactId: t.exposeString('id', { nullable: false }),
      messageId: t.exposeString('messageId', { nullable: false }),
      threadId: t.exposeString('threadId', { nullable: false }),
      /** The template's title, e.g. Mutual Non-Disclosure Agreement. */
      message: t.exposeString('templateTitle', { nullable: false }),
      htmlContent: t.exposeString('htmlContent', { nullable: false }),
      templateId: t.exposeString('templateId', { nullable: false }),
      /** The answers the questionnaire opens with. */
      answers: t.field({ type: 'JSON', nullable: false, resolve: (a) => a.answers }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: false }),
    }),
  });

  const DraftConversation = builder.objectRef<TDraftConversation>('AiDraftConversation').implement({
    fields: (t) => ({
      threadId: t.exposeString('threadId', { nullable: true }),
      responses: t.field({ type: [Response], nullable: false, resolve: (c) => c.responses }),
      artifacts: t.field({ type: [DraftArtifact], nullable: false, resolve: (c) => c.artifacts }),
    }),
  });

  const Severity = builder.enumType('ReviewSeverity', {
    values: ['HIGH', 'MEDIUM', 'LOW'] as const,
  });
  const FindingCitation = builder
    .objectRef<TReviewFindingRecord['citation']>('ReviewCitation')
    .implement({
      fields: (t) => ({
        title: t.exposeString('title', { nullable: false }),
        url: t.exposeString('url', { nullable: false }),
        guide: t.exposeString('guide', { nullable: true }),
      }),
    });
  const Finding = builder.objectRef<TReviewFindingRecord>('ReviewFinding').implement({
    fields: (t) => ({
      code: t.exposeString('code', { nullable: false }),
      severity: t.field({ type: Severity, nullable: false, resolve: (f) => f.severity }),
      title: t.exposeString('title', { nullable: false }),
      passage: t.exposeString('passage', {
        nullable: true,
        description: 'The words of the document the finding is about; null for a missing clause.',
      }),
      explanation: t.exposeString('explanation', { nullable: false }),
      suggestedFix: t.exposeString('suggestedFix', { nullable: false }),
      citation: t.field({ type: FindingCitation, nullable: false, resolve: (f) => f.citation }),
    }),
  });
  const DocumentReview = builder.objectRef<TDocumentReview>('DocumentReview').implement({
    fields: (t) => ({
      documentId: t.exposeString('documentId', { nullable: false }),
      threadId: t.exposeString('threadId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      kind: t.exposeString('kind', { nullable: false }),
      kindLabel: t.exposeString('kindLabel', { nullable: false }),
      findings: t.field({ type: [Finding], nullable: false, resolve: (r) => r.findings }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });
  const DocumentConversation = builder
    .objectRef<TDocumentConversation>('AiDocumentConversation')
    .implement({
      fields: (t) => ({
        threadId: t.exposeString('threadId', { nullable: true }),
        responses: t.field({ type: [Response], nullable: false, resolve: (c) => c.responses }),
        review: t.field({ type: DocumentReview, nullable: true, resolve: (c) => c.review }),
      }),
    });

  const Allowance = builder.objectRef<TAllowance>('AiAllowance').implement({
    description: 'Questions to the assistant in the last 24 hours, and how many are left.',
    fields: (t) => ({
      limit: t.exposeInt('limit', { nullable: false }),
      used: t.exposeInt('used', { nullable: false }),
      remaining: t.int({ nullable: false, resolve: (a) => Math.max(0, a.limit - a.used) }),
      canUseAI: t.exposeBoolean('canUseAI', { nullable: false }),
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
      getDraftConversation: t.field({
        type: DraftConversation,
        nullable: false,
        args: {
          contextId: t.arg.string({
            required: false,
            description: 'Where the panel was opened from; drafts are found by thread.',
          }),
          mode: t.arg({ type: ConversationMode, required: false }),
          threadId: t.arg.string({ required: false }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZConversation, {
            mode: args.mode ?? 'LATEST',
            threadId: args.threadId ?? undefined,
          });
          return getDraftConversation(ctx.deps, { userId: ctx.viewer.user.id, ...input });
        },
      }),
      getDocumentConversation: t.field({
        type: DocumentConversation,
        nullable: false,
        args: { documentId: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => {
          const { documentId } = parseInput(ZDocument, args);
          return getDocumentConversation(ctx.deps, { viewer: ctx.viewer, documentId });
        },
      }),
      getAiAllowance: t.field({
        type: Allowance,
        nullable: false,
        resolve: (_r, _a, ctx) => readAllowance(ctx.deps, ctx.viewer.user),
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

  const Summary = builder.objectRef<TSummary>('AiSummary').implement({
    description: 'An extractive summary: the text’s own most telling sentences, in order.',
    fields: (t) => ({
      summary: t.exposeString('summary', { nullable: false }),
      sentences: t.exposeStringList('sentences', { nullable: false }),
    }),
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      simplify: t.field({
        type: Summary,
        nullable: false,
        description: 'Summarises a text, or one of your uploaded documents, in its own words.',
        args: { text: t.arg.string(), documentId: t.arg.string() },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZSimplify, {
            text: args.text ?? undefined,
            documentId: args.documentId ?? undefined,
          });
          return simplify(ctx.deps, { viewer: ctx.viewer, ...input });
        },
      }),
      translate: t.field({
        type: Summary,
        nullable: false,
        description: 'Translates a text; needs a configured AI model.',
        args: {
          text: t.arg.string({ required: true }),
          language: t.arg.string({ required: true }),
        },
        resolve: (_r, _args, ctx) => translate(ctx.deps),
      }),
      updateDraftArtifact: t.field({
        type: DraftArtifact,
        nullable: false,
        description: 'Saves your edit of a draft (plans with the AI assistant only).',
        args: {
          threadId: t.arg.string({ required: true }),
          messageId: t.arg.string({ required: true }),
          artifactId: t.arg.string({ required: true }),
          htmlContent: t.arg.string({ required: true }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZDraftUpdate, args);
          return updateDraftArtifact(ctx.deps, { user: ctx.viewer.user, ...input });
        },
      }),
      documentReview: t.field({
        type: DocumentReview,
        nullable: false,
        description: 'Reviews one of your uploaded documents (once; later calls read it back).',
        args: { documentId: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => {
          const { documentId } = parseInput(ZDocument, args);
          return documentReview(ctx.deps, { viewer: ctx.viewer, documentId });
        },
      }),
    };
  });
}
