import type { TActiveDocumentFilterKey, TDocumentStatus } from '@app/domain';
import { DOCUMENT_MESSAGES } from '@app/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { userDocuments } from '../tables.js';
import { visibleTo } from './access.js';
import { ownedDocument } from './owned-document.js';
import { documentsAwaitingViewer, newestFirst } from './signing-inbox.js';

/**
 * The e-sign filters of My documents that are one status each; awaitingMySignature,
 * signatureRequired and sendingBulkSignature are answered with the e-sign area's help.
 */
const FILTER_STATUS: Partial<Record<TActiveDocumentFilterKey, TDocumentStatus>> = {
  sentForSignature: 'SENT_FOR_SIGNATURE',
  esignInProgress: 'ESIGN_IN_PROGRESS',
  signComplete: 'SIGN_COMPLETE',
  selfSigned: 'SELF_SIGNED',
  declined: 'DECLINED',
  cancelled: 'CANCELLED',
};

export async function listMyDocuments(
  deps: TDeps,
  opts: { viewer: TViewer; status?: TDocumentStatus; filter?: TActiveDocumentFilterKey },
) {
  const { viewer, status, filter } = opts;
  // Others' documents awaiting the viewer's signature join the viewer's own list.
  if (filter === 'awaitingMySignature' || status === 'AWAITING_MY_SIGNATURE') {
    return documentsAwaitingViewer(deps, viewer);
  }
  const bulk =
    filter === 'sendingBulkSignature'
      ? ((await deps.signingInbox?.sentInBulk(deps, viewer)) ?? [])
      : undefined;
  if (bulk && !bulk.length) return [];
  const own = await deps.database.db
    .select()
    .from(userDocuments)
    .where(
      and(
        // The viewer's own documents and those shared with them; 'shared' keeps the latter.
        visibleTo(deps.database.db, viewer, { sharedOnly: filter === 'shared' }),
        isNull(userDocuments.deletedAt),
        status ? eq(userDocuments.status, status) : undefined,
        filter && FILTER_STATUS[filter]
          ? eq(userDocuments.status, FILTER_STATUS[filter]!)
          : undefined,
        filter === 'signatureRequired'
          ? inArray(userDocuments.status, ['SENT_FOR_SIGNATURE', 'ESIGN_IN_PROGRESS'])
          : undefined,
        bulk
          ? and(inArray(userDocuments.id, bulk), eq(userDocuments.ownerId, viewer.user.id))
          : undefined,
      ),
    )
    .orderBy(desc(userDocuments.updatedAt), desc(userDocuments.id))
    .limit(500);
  if ((filter && filter !== 'signatureRequired') || status) return own;
  const awaiting = await documentsAwaitingViewer(deps, viewer);
  return awaiting.length ? newestFirst([...awaiting, ...own]) : own;
}

export async function countMyDocuments(deps: TDeps, userId: string): Promise<number> {
  const [row] = await deps.database.db
    .select({ n: count() })
    .from(userDocuments)
    .where(and(eq(userDocuments.ownerId, userId), isNull(userDocuments.deletedAt)));
  return row?.n ?? 0;
}

export async function renameDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; title: string },
) {
  const doc = await ownedDocument(deps.database.db, opts.viewer, opts.documentId);
  const [row] = await deps.database.db
    .update(userDocuments)
    .set({ title: opts.title, updatedAt: deps.clock.now() })
    .where(eq(userDocuments.id, doc.id))
    .returning();
  return row!;
}

/** A new in-progress copy with the same answers, so a finished document can be reworked. */
export async function duplicateDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
) {
  const doc = await ownedDocument(deps.database.db, opts.viewer, opts.documentId);
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .insert(userDocuments)
    .values({
      ...doc,
      id: flakeId(now.getTime()),
      title: `Copy of ${doc.title}`.slice(0, 150),
      // A copy of an uploaded file is another entry for the same file, not a questionnaire.
      status: doc.kind === 'upload' ? doc.status : 'IN_PROGRESS',
      completedAt: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    })
    .returning();
  return row!;
}

/** Hides the document; restoreDocument brings it back (the undo of the list's toast). */
export async function deleteDocument(deps: TDeps, opts: { viewer: TViewer; documentId: string }) {
  const doc = await ownedDocument(deps.database.db, opts.viewer, opts.documentId);
  await deps.database.db
    .update(userDocuments)
    .set({ deletedAt: deps.clock.now() })
    .where(eq(userDocuments.id, doc.id));
  return doc;
}

export async function restoreDocument(deps: TDeps, opts: { viewer: TViewer; documentId: string }) {
  const doc = await ownedDocument(deps.database.db, opts.viewer, opts.documentId, {
    includeDeleted: true,
  });
  if (!doc.deletedAt) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notDeleted);
  const [row] = await deps.database.db
    .update(userDocuments)
    .set({ deletedAt: null })
    .where(eq(userDocuments.id, doc.id))
    .returning();
  return row!;
}
