import { roleAllows, type TCollaborationRole } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../../platform/auth/users-table.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { EDITOR_MESSAGES } from '../messages.js';
import { documentComments, type TCommentStatus } from '../tables.js';
import { editableDocument } from './editable-document.js';

type TCommentRow = typeof documentComments.$inferSelect;
export type TComment = Pick<TCommentRow, 'id' | 'body' | 'createdAt'> & {
  authorName: string | null;
};
export type TCommentThread = {
  id: string;
  status: TCommentStatus;
  quote: string | null;
  anchorFrom: number | null;
  anchorTo: number | null;
  comments: TComment[];
};

// Who may comment: the owner, editors and suggesters. Viewers read only (the owner letting
// viewers comment is a later choice). Resolving or rejecting a thread is for those who may edit.
const mayComment = (role: TCollaborationRole) => role !== 'VIEWER';

/** The document's comment threads, oldest first, each with its replies in order. */
export async function listDocumentComments(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TCommentThread[]> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  const rows = await deps.database.db
    .select({ c: documentComments, first: users.firstName, last: users.lastName })
    .from(documentComments)
    .leftJoin(users, eq(users.id, documentComments.authorId))
    .where(eq(documentComments.documentId, doc.id))
    .orderBy(asc(documentComments.createdAt), asc(documentComments.id));
  const threads = new Map<string, TCommentThread>();
  for (const { c, first, last } of rows) {
    const comment = {
      id: c.id,
      body: c.body,
      createdAt: c.createdAt,
      authorName: first === null ? null : `${first} ${last ?? ''}`.trim(),
    };
    const thread = threads.get(c.threadId);
    if (thread) thread.comments.push(comment);
    else
      threads.set(c.threadId, {
        id: c.threadId,
        status: c.status,
        quote: c.quote,
        anchorFrom: c.anchorFrom,
        anchorTo: c.anchorTo,
        comments: [comment],
      });
  }
  return [...threads.values()];
}

async function threadOf(deps: TDeps, documentId: string, threadId: string) {
  const [head] = await deps.database.db
    .select()
    .from(documentComments)
    .where(and(eq(documentComments.id, threadId), eq(documentComments.documentId, documentId)));
  if (!head || head.threadId !== head.id)
    throw new AppError('NOT_FOUND', EDITOR_MESSAGES.threadNotFound);
  return head;
}

async function threadById(deps: TDeps, opts: { viewer: TViewer; documentId: string }, id: string) {
  const thread = (await listDocumentComments(deps, opts)).find((t) => t.id === id);
  if (!thread) throw new AppError('NOT_FOUND', EDITOR_MESSAGES.threadNotFound);
  return thread;
}

/** Starts a thread on a range of the text, or replies to an open one. */
export async function addDocumentComment(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    documentId: string;
    body: string;
    threadId?: string | null | undefined;
    anchor?: { from: number; to: number; quote: string } | null | undefined;
  },
): Promise<TCommentThread> {
  const { doc, role } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  if (!mayComment(role)) throw new AppError('FORBIDDEN', EDITOR_MESSAGES.cannotComment);
  const now = deps.clock.now();
  const id = flakeId(now.getTime());
  const base = { id, documentId: doc.id, authorId: opts.viewer.user.id, body: opts.body };
  if (opts.threadId) {
    const head = await threadOf(deps, doc.id, opts.threadId);
    if (head.status !== 'ACTIVE') throw new AppError('CONFLICT', EDITOR_MESSAGES.threadClosed);
    await deps.database.db.insert(documentComments).values({
      ...base,
      threadId: head.id,
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    });
    return threadById(deps, opts, head.id);
  }
  const anchor = opts.anchor;
  if (!anchor) throw new AppError('BAD_INPUT', EDITOR_MESSAGES.anchorRequired);
  await deps.database.db.insert(documentComments).values({
    ...base,
    threadId: id,
    quote: anchor.quote,
    anchorFrom: anchor.from,
    anchorTo: anchor.to,
    status: 'ACTIVE',
    createdAt: now,
    updatedAt: now,
  });
  return threadById(deps, opts, id);
}

/** Resolves, rejects or reopens a thread; for the owner and editors. */
export async function setCommentThreadStatus(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; threadId: string; status: TCommentStatus },
): Promise<TCommentThread> {
  const { doc, role } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  if (!roleAllows(role, 'edit')) throw new AppError('FORBIDDEN', EDITOR_MESSAGES.cannotComment);
  const head = await threadOf(deps, doc.id, opts.threadId);
  await deps.database.db
    .update(documentComments)
    .set({ status: opts.status, updatedAt: deps.clock.now() })
    .where(eq(documentComments.id, head.id));
  return threadById(deps, opts, head.id);
}
