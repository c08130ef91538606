import type { TReview, TReviewResult } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import { documentReviews } from '../tables-collaboration.js';
import { accessibleDocument } from './access.js';

/**
 * POST /reviews/product/{assetId}: anyone who can open the document may review it, once; a
 * second submission replaces the first (people change their minds after using a document,
 * and one person should not count twice). The e-mail stored is the account's: the form's
 * field is checked but never trusted as someone's identity.
 */
export async function submitReview(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; input: TReview },
): Promise<TReviewResult> {
  const { db } = deps.database;
  const { doc } = await accessibleDocument(db, opts.viewer, opts.documentId, 'read');
  const now = deps.clock.now();
  const values = {
    rating: opts.input.rating,
    title: opts.input.title,
    body: opts.input.reviewText,
    userName: opts.input.userName,
    userEmail: opts.viewer.user.email.toLowerCase(),
    agreedToTerms: opts.input.agreedToTermsAndConditions,
    updatedAt: now,
  };
  const [row] = await db
    .insert(documentReviews)
    .values({
      id: flakeId(now.getTime()),
      documentId: doc.id,
      userId: opts.viewer.user.id,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({
      target: [documentReviews.documentId, documentReviews.userId],
      set: values,
    })
    .returning({ id: documentReviews.id });
  return { HasErrors: false, reviewId: row!.id };
}

/** The viewer's own review of a document, so the prompt is not shown twice. */
export async function getMyReview(deps: TDeps, opts: { viewer: TViewer; documentId: string }) {
  const { db } = deps.database;
  const { doc } = await accessibleDocument(db, opts.viewer, opts.documentId, 'read');
  const [row] = await db
    .select()
    .from(documentReviews)
    .where(
      and(eq(documentReviews.documentId, doc.id), eq(documentReviews.userId, opts.viewer.user.id)),
    );
  if (!row) return null;
  return {
    reviewId: row.id,
    rating: row.rating,
    title: row.title,
    reviewText: row.body,
    userName: row.userName,
    updatedAt: row.updatedAt.toISOString(),
  };
}
