import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { accessibleDocument, type TUserDocument, uploadedFiles } from '../../documents/index.js';
import { AI_MESSAGES } from '../messages.js';
import { chunksOf } from '../provider/embedded/embedded-provider.js';
import type { TAiStreamEvent, TCitation } from '../provider/port.js';
import {
  KIND_LABELS,
  reviewContract,
  type TContractKind,
  type TReview,
} from '../review/checklist.js';
import { documentText } from '../review/extract-text.js';
import { aiDocumentReviews, aiThreads } from '../tables.js';
import { messagesOf, type TMessageRow } from './records.js';
import { startQuestion } from './start-question.js';
import { streamAnswer } from './stream-answer.js';

export type TDocumentReviewRow = typeof aiDocumentReviews.$inferSelect;
export type TDocumentReview = TDocumentReviewRow & { kindLabel: string; title: string };

/** The viewer's own uploaded document, its file and its text: what a review reads. */
export async function readUpload(deps: TDeps, viewer: TViewer, documentId: string) {
  const { doc } = await accessibleDocument(deps.database.db, viewer, documentId, 'own');
  if (doc.kind !== 'upload' || !doc.fileId) {
    // The document exists and is the viewer's; it is the wrong kind for a review.
    throw new AppError('CONFLICT', AI_MESSAGES.reviewNotUpload);
  }
  const [file] = await deps.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, doc.fileId))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND', AI_MESSAGES.reviewNotUpload);
  if (file.locked) throw new AppError('BAD_INPUT', AI_MESSAGES.reviewLockedPdf);
  const bytes = await deps.files.read(file.storageKey);
  const text = bytes ? await documentText(bytes, file.fileType) : '';
  if (text.replace(/\s+/g, '').length < 20) {
    throw new AppError('BAD_INPUT', AI_MESSAGES.reviewUnreadable);
  }
  return { doc, text };
}

/** The findings' sources numbered once each, in the order they are first cited. */
function numberedCitations(review: TReview): TCitation[] {
  const out: TCitation[] = [];
  for (const f of review.findings) {
    if (out.some((c) => c.url === f.citation.url)) continue;
    out.push({
      number: out.length + 1,
      title: f.citation.title,
      url: f.citation.url,
      guide: f.citation.guide ?? '',
      guideTitle: f.citation.title,
    });
  }
  return out;
}

/** What the review says in words: the kind, then each finding with its fix and source number. */
export function reviewText(title: string, review: TReview, citations: readonly TCitation[]) {
  const label = KIND_LABELS[review.kind as TContractKind];
  const head =
    review.findings.length === 0
      ? `“${title}” reads as a ${label}. I found nothing on my checklist for it to worry about, but a lawyer can review anything I would not know to look for.`
      : `“${title}” reads as a ${label}. I checked it against my checklist for a ${label} and found ${review.findings.length} thing${review.findings.length === 1 ? '' : 's'} to look at.`;
  const items = review.findings.map((f, i) => {
    const n = citations.find((c) => c.url === f.citation.url)?.number;
    const where = f.passage ? ` It says: “${f.passage}”` : '';
    return `${i + 1}. ${f.title} (${f.severity.toLowerCase()}).${where} ${f.explanation} Suggested fix: ${f.suggestedFix}${n ? ` [${n}]` : ''}`;
  });
  return [
    head,
    ...items,
    'This is general information, not legal advice. For advice on your situation, ask a lawyer to review the document through the marketplace.',
  ].join('\n\n');
}

/**
 * Review mode's events: reading the document, each finding as the checklist reaches it, the
 * sources, then the review in words. The findings are kept (one review per document) before
 * the words are sent.
 */
async function* reviewEvents(
  deps: TDeps,
  opts: { viewer: TViewer; doc: TUserDocument; text: string; threadId: string },
): AsyncGenerator<TAiStreamEvent> {
  yield { type: 'tool_call', name: 'read_document', arguments: { documentId: opts.doc.id } };
  const review = reviewContract(opts.text);
  yield {
    type: 'tool_stream',
    name: 'read_document',
    content: `This reads as a ${KIND_LABELS[review.kind]}.`,
  };
  for (const finding of review.findings) {
    yield { type: 'tool_stream', name: 'document_review', content: finding.title };
    await yieldToEventLoop();
  }
  const now = deps.clock.now();
  await deps.database.db
    .insert(aiDocumentReviews)
    .values({
      id: flakeId(now.getTime()),
      userId: opts.viewer.user.id,
      documentId: opts.doc.id,
      threadId: opts.threadId,
      kind: review.kind,
      findings: review.findings,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [aiDocumentReviews.userId, aiDocumentReviews.documentId],
      set: {
        threadId: opts.threadId,
        kind: review.kind,
        findings: review.findings,
        createdAt: now,
      },
    });
  const citations = numberedCitations(review);
  yield { type: 'citations', citations, recommendedQuestions: [] };
  for (const piece of chunksOf(reviewText(opts.doc.title, review, citations))) {
    yield { type: 'content', content: piece };
  }
}

/** Starts a review of the viewer's upload: checks it can be read, then records the question. */
export async function startReview(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; message?: string; threadId?: string },
) {
  const { doc, text } = await readUpload(deps, opts.viewer, opts.documentId);
  const started = await startQuestion(deps, {
    user: opts.viewer.user,
    question: opts.message ?? `Review “${doc.title}”`,
    threadId: opts.threadId,
    chatType: 'ASK',
    mode: 'review',
    documentId: doc.id,
  });
  return {
    started,
    question: opts.message ?? `Review “${doc.title}”`,
    source: () =>
      reviewEvents(deps, { viewer: opts.viewer, doc, text, threadId: started.threadId }),
  };
}

async function storedReview(deps: TDeps, userId: string, documentId: string) {
  const [row] = await deps.database.db
    .select()
    .from(aiDocumentReviews)
    .where(and(eq(aiDocumentReviews.userId, userId), eq(aiDocumentReviews.documentId, documentId)))
    .limit(1);
  return row;
}

const withLabels = (row: TDocumentReviewRow, doc: TUserDocument): TDocumentReview => ({
  ...row,
  kindLabel: KIND_LABELS[row.kind as TContractKind] ?? KIND_LABELS.other,
  title: doc.title,
});

/**
 * SPEC §7 documentReview: the review of an uploaded document, made the first time it is
 * asked for (spending one of the day's questions) and read back after that.
 */
export async function documentReview(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TDocumentReview> {
  const { doc } = await accessibleDocument(deps.database.db, opts.viewer, opts.documentId, 'own');
  const existing = await storedReview(deps, opts.viewer.user.id, doc.id);
  if (existing) return withLabels(existing, doc);
  const review = await startReview(deps, { viewer: opts.viewer, documentId: doc.id });
  const controller = new AbortController();
  for await (const event of streamAnswer(deps, {
    started: review.started,
    question: review.question,
    thinking: false,
    signal: controller.signal,
    source: review.source,
  })) {
    if ('error' in event) throw new AppError('INTERNAL', AI_MESSAGES.answerFailed);
  }
  const saved = await storedReview(deps, opts.viewer.user.id, doc.id);
  if (!saved) throw new AppError('INTERNAL', AI_MESSAGES.answerFailed);
  return withLabels(saved, doc);
}

export type TDocumentConversation = {
  threadId: string | null;
  responses: TMessageRow[];
  review: TDocumentReview | null;
};

/** SPEC §7 getDocumentConversation: the review thread of one of the viewer's uploads. */
export async function getDocumentConversation(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TDocumentConversation> {
  const { doc } = await accessibleDocument(deps.database.db, opts.viewer, opts.documentId, 'own');
  const review = await storedReview(deps, opts.viewer.user.id, doc.id);
  const [thread] = review
    ? [{ id: review.threadId }]
    : await deps.database.db
        .select({ id: aiThreads.id })
        .from(aiThreads)
        .where(and(eq(aiThreads.userId, opts.viewer.user.id), eq(aiThreads.documentId, doc.id)))
        .orderBy(desc(aiThreads.updatedAt))
        .limit(1);
  if (!thread) return { threadId: null, responses: [], review: null };
  return {
    threadId: thread.id,
    responses: await messagesOf(deps, thread.id),
    review: review ? withLabels(review, doc) : null,
  };
}
