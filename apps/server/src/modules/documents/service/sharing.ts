import {
  SHARE_ROLE_LABELS,
  SHARING_MESSAGES,
  shareRoleRefusal,
  type TRevokeShare,
  type TShareDocument,
  type TShareRole,
} from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import type { TRateRule } from '../../../platform/rate-limit.js';
import { findUserByEmail } from '../../account/index.js';
import { notificationEmailWanted, notify } from '../../notifications/index.js';
import { documentShares } from '../tables-collaboration.js';
import { accessibleDocument } from './access.js';

type TShareRow = typeof documentShares.$inferSelect;

/** Each share e-mails someone: a cap keeps an account from being used to send mail in bulk. */
export const SHARE_INVITES_PER_HOUR: TRateRule = { limit: 30, windowSeconds: 60 * 60 };

const toShare = (row: TShareRow) => ({
  documentId: row.documentId,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * POST /v2/shareDocument: the owner shares a document with an e-mail address in a role that
 * works for it (shareRolesFor: any role for a document made from a template, VIEWER for an
 * uploaded file). Sharing again with the same address changes the role. The person
 * is told by e-mail, with the link; someone without an account signs up with that address
 * and finds the document in My documents.
 */
export async function shareDocument(deps: TDeps, opts: { viewer: TViewer; input: TShareDocument }) {
  const { db } = deps.database;
  const { input, viewer } = opts;
  const { doc } = await accessibleDocument(db, viewer, input.documentId, 'own');
  const refusal = shareRoleRefusal(input.role, doc);
  if (refusal) throw new AppError('BAD_INPUT', refusal, { fields: { role: refusal } });
  await deps.rateLimiter.hit(`share:user:${viewer.actor.id}`, SHARE_INVITES_PER_HOUR);
  if (input.email === viewer.user.email.toLowerCase()) {
    throw new AppError('BAD_INPUT', SHARING_MESSAGES.selfShare, {
      fields: { email: SHARING_MESSAGES.selfShare },
    });
  }
  const now = deps.clock.now();
  const [row] = await db
    .insert(documentShares)
    .values({
      documentId: doc.id,
      email: input.email,
      role: input.role,
      sharedBy: viewer.user.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [documentShares.documentId, documentShares.email],
      set: { role: input.role, sharedBy: viewer.user.id, updatedAt: now },
    })
    .returning();
  try {
    await sendInvitation(deps, {
      to: input.email,
      from: viewer,
      title: doc.title,
      documentId: doc.id,
      role: input.role,
    });
  } catch (err) {
    // The share stands without the e-mail: the owner can send the link themselves.
    deps.logger.warn({ err, documentId: doc.id }, 'share invitation mail failed');
  }
  const recipient = await findUserByEmail(db, input.email);
  if (recipient && !recipient.signUpPending) {
    await notify(deps, {
      userId: recipient.id,
      kind: 'DOCUMENT_SHARED',
      title: 'Document shared with you',
      body: `${viewer.user.firstName} ${viewer.user.lastName} shared “${doc.title}” with you.`,
      link: `/documents/questionnaire/${encodeURIComponent(doc.id)}`,
    });
  }
  return toShare(row!);
}

/** GET /v2/shareDocument/{documentId}: who the owner has shared the document with. */
export async function listDocumentShares(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
) {
  const { db } = deps.database;
  const { doc } = await accessibleDocument(db, opts.viewer, opts.documentId, 'own');
  const rows = await db
    .select()
    .from(documentShares)
    .where(eq(documentShares.documentId, doc.id))
    .orderBy(asc(documentShares.createdAt), asc(documentShares.email));
  return rows.map(toShare);
}

/** DELETE /v2/shareDocument/{documentId}/{email}: the owner takes a share back. */
export async function revokeDocumentShare(
  deps: TDeps,
  opts: { viewer: TViewer; input: TRevokeShare },
) {
  const { db } = deps.database;
  const { doc } = await accessibleDocument(db, opts.viewer, opts.input.documentId, 'own');
  const removed = await db
    .delete(documentShares)
    .where(and(eq(documentShares.documentId, doc.id), eq(documentShares.email, opts.input.email)))
    .returning({ email: documentShares.email });
  if (removed.length === 0) throw new AppError('NOT_FOUND', SHARING_MESSAGES.shareNotFound);
}

async function sendInvitation(
  deps: TDeps,
  opts: { to: string; from: TViewer; title: string; documentId: string; role: TShareRole },
) {
  const base = deps.config.APP_URL.replace(/\/$/, '');
  const documentPath = `/documents/questionnaire/${encodeURIComponent(opts.documentId)}`;
  const sender = `${opts.from.user.firstName} ${opts.from.user.lastName}`.trim();
  // The document is claimed by the account that confirmed this address (verifiedEmailOf),
  // so the mail says what the recipient still has to do for it to appear.
  const recipient = await findUserByEmail(deps.database.db, opts.to);
  const hasAccount = Boolean(recipient && !recipient.signUpPending);
  // Someone with a confirmed account has the notice and chooses whether it also comes by
  // e-mail; for anyone else the mail's link is the way to the document, so it always goes.
  if (hasAccount && recipient?.emailVerifiedAt) {
    const kind = 'DOCUMENT_SHARED';
    if (!(await notificationEmailWanted(deps, { userId: recipient.id, kind }))) return;
  }
  const access = SHARE_ROLE_LABELS[opts.role].toLowerCase();
  const lines = [
    `${sender} shared “${opts.title}” with you on Clausewell (${access}).`,
    '',
    `Open it: ${base}${documentPath}`,
  ];
  if (hasAccount && !recipient?.emailVerifiedAt) {
    lines.push(
      '',
      `It appears in My documents once you confirm that ${opts.to} is yours: sign in and ask for a confirmation link there.`,
    );
  }
  if (!hasAccount) {
    lines.push(
      '',
      `You do not have a Clausewell account yet. Sign up with this e-mail address (${opts.to}) and the document will be waiting in My documents:`,
      `${base}/sign-up?next=${encodeURIComponent(documentPath)}`,
    );
  }
  await deps.mailer.send({
    to: opts.to,
    subject: `${sender} shared “${opts.title}” with you`,
    text: lines.join('\n'),
  });
}
