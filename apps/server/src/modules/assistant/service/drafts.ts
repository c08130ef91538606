import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { getSubscriptionSummary } from '../../billing/index.js';
import { composeDraft } from '../drafting/compose-draft.js';
import { sanitizeDraftHtml } from '../drafting/html.js';
import { AI_MESSAGES } from '../messages.js';
import { chunksOf } from '../provider/embedded/embedded-provider.js';
import type { TAiStreamEvent } from '../provider/port.js';
import { aiDraftArtifacts } from '../tables.js';
import { latestThread, messagesOf, ownThread, type TMessageRow } from './records.js';
import type { TStartedQuestion } from './start-question.js';

export type TDraftArtifactRow = typeof aiDraftArtifacts.$inferSelect;

// The HTML goes out in pieces of about this many characters, so a long draft appears as it comes.
const HTML_PIECE = 2000;

/** Every question the customer has asked in the thread, and this one: what a draft is made from. */
export function conversationOf(started: TStartedQuestion, question: string) {
  return [
    ...started.history.filter((t) => t.entity === 'USER').map((t) => t.message),
    question,
  ].join('\n');
}

/**
 * Draft mode's events (SPEC §7): the template search, a short note of what was drafted,
 * the draft artifact (start, its HTML in pieces, end) and a footnote of what was filled and
 * what is left. The artifact is kept before its end event is sent, so it can be saved or
 * opened as soon as the customer sees it.
 */
export async function* draftEvents(
  deps: TDeps,
  opts: { started: TStartedQuestion; question: string; userId: string; signal: AbortSignal },
): AsyncGenerator<TAiStreamEvent> {
  const conversation = conversationOf(opts.started, opts.question);
  yield { type: 'search_streaming', query: opts.question };
  yield { type: 'tool_call', name: 'template_search', arguments: { query: opts.question } };
  const draft = composeDraft(deps, conversation);
  await yieldToEventLoop();
  if (!draft.found) {
    const suggestions = draft.suggestions.map((s) => s.title);
    yield { type: 'tool_stream', name: 'template_search', content: suggestions.join('; ') };
    const text =
      suggestions.length > 0
        ? `${AI_MESSAGES.draftNotMatched} The closest documents in our library are: ${suggestions.join(', ')}.`
        : AI_MESSAGES.draftNotMatched;
    for (const piece of chunksOf(text)) yield { type: 'content', content: piece };
    return;
  }
  yield { type: 'tool_stream', name: 'template_search', content: draft.title };
  const intro = `Here is a first draft of your ${draft.title}, made from what you have told me. It is general information, not legal advice: read it through before you use it.`;
  for (const piece of chunksOf(intro)) yield { type: 'content', content: piece };

  const artifactId = flakeId(deps.clock.now().getTime());
  yield {
    type: 'draft_artifact_start',
    artifactId,
    templateId: draft.templateId,
    title: draft.title,
  };
  for (let at = 0; at < draft.htmlContent.length; at += HTML_PIECE) {
    if (opts.signal.aborted) return;
    yield {
      type: 'draft_artifact_content',
      artifactId,
      htmlContent: draft.htmlContent.slice(at, at + HTML_PIECE),
    };
    await yieldToEventLoop();
  }
  const now = deps.clock.now();
  await deps.database.db.insert(aiDraftArtifacts).values({
    id: artifactId,
    threadId: opts.started.threadId,
    messageId: opts.started.answerId,
    userId: opts.userId,
    templateId: draft.templateId,
    templateTitle: draft.title,
    answers: draft.answers,
    htmlContent: draft.htmlContent,
    createdAt: now,
    updatedAt: now,
  });
  yield {
    type: 'draft_artifact_end',
    artifactId,
    templateId: draft.templateId,
    title: draft.title,
    htmlContent: draft.htmlContent,
    answers: draft.answers,
  };
  yield { type: 'draft_footnote_start' };
  yield { type: 'draft_footnote_content', content: draft.footnotes.join('\n') };
  yield { type: 'draft_footnote_end' };
}

export type TDraftConversation = {
  threadId: string | null;
  responses: TMessageRow[];
  artifacts: TDraftArtifactRow[];
};

/** SPEC §7 getDraftConversation: a drafting thread with its answers and their drafts. */
export async function getDraftConversation(
  deps: TDeps,
  opts: { userId: string; mode: 'LATEST' | 'NEW'; threadId?: string },
): Promise<TDraftConversation> {
  const empty = { threadId: null, responses: [], artifacts: [] };
  if (opts.mode === 'NEW') return empty;
  const thread = opts.threadId
    ? await ownThread(deps, { userId: opts.userId, threadId: opts.threadId })
    : await latestThread(deps, { userId: opts.userId, chatType: 'DRAFT' });
  if (!thread) return empty;
  const [responses, artifacts] = await Promise.all([
    messagesOf(deps, thread.id),
    deps.database.db
      .select()
      .from(aiDraftArtifacts)
      .where(eq(aiDraftArtifacts.threadId, thread.id))
      .orderBy(asc(aiDraftArtifacts.createdAt), asc(aiDraftArtifacts.id)),
  ]);
  return { threadId: thread.id, responses, artifacts };
}

/**
 * SPEC §7 updateDraftArtifact: the customer's own edit of a draft, kept sanitised. Editing
 * drafts is for plans with the assistant (canUseAI, SPEC §6); others are told to upgrade.
 */
export async function updateDraftArtifact(
  deps: TDeps,
  opts: {
    user: Pick<TViewerUser, 'id' | 'isLawyer'>;
    threadId: string;
    messageId: string;
    artifactId: string;
    htmlContent: string;
  },
): Promise<TDraftArtifactRow> {
  await ownThread(deps, { userId: opts.user.id, threadId: opts.threadId });
  const [artifact] = await deps.database.db
    .select()
    .from(aiDraftArtifacts)
    .where(
      and(
        eq(aiDraftArtifacts.id, opts.artifactId),
        eq(aiDraftArtifacts.threadId, opts.threadId),
        eq(aiDraftArtifacts.messageId, opts.messageId),
      ),
    )
    .limit(1);
  if (!artifact) throw notFound();
  const plan = await getSubscriptionSummary(deps, opts.user);
  if (!plan.canUseAI) throw new AppError('FORBIDDEN', AI_MESSAGES.draftEditNeedsPlan);
  const htmlContent = sanitizeDraftHtml(opts.htmlContent);
  if (!htmlContent.replace(/<[^>]*>/g, '').trim()) {
    throw new AppError('BAD_INPUT', AI_MESSAGES.emptyDraft, {
      fields: { htmlContent: AI_MESSAGES.emptyDraft },
    });
  }
  const [saved] = await deps.database.db
    .update(aiDraftArtifacts)
    .set({ htmlContent, updatedAt: deps.clock.now() })
    .where(eq(aiDraftArtifacts.id, artifact.id))
    .returning();
  return saved!;
}
