import {
  answersComplete,
  DOCUMENT_MESSAGES,
  MESSAGES,
  render,
  type TAnswers,
  type TSaveAnswers,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { userDocuments } from '../tables.js';
import { accessibleDocument } from './access.js';
import { namedProblems } from './finish-problems.js';
import { snapshotOf } from './owned-document.js';

/** Starts a document from a library template; it pins the template as it is now. */
export async function startDocument(deps: TDeps, opts: { viewer: TViewer; templateId: string }) {
  const entry = deps.library.template(opts.templateId);
  if (!entry) throw notFound();
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .insert(userDocuments)
    .values({
      id: flakeId(now.getTime()),
      ownerId: opts.viewer.user.id,
      templateId: opts.templateId,
      templateSnapshot: entry as unknown as Record<string, unknown>,
      title: entry.metadata.title,
      status: 'IN_PROGRESS',
      answers: {},
      progress: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Saves the answers given so far (the questionnaire saves as the customer goes) and says
 * how far along the document is. Partial answers are fine; nothing is validated away.
 */
export async function saveAnswers(deps: TDeps, opts: { viewer: TViewer; input: TSaveAnswers }) {
  const { db } = deps.database;
  // Owners and editors change answers; viewers and suggesters are told they cannot.
  const { doc } = await accessibleDocument(db, opts.viewer, opts.input.documentId, 'edit');
  if (doc.status !== 'IN_PROGRESS') {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.finished);
  }
  const now = deps.clock.now();
  const check = answersComplete(snapshotOf(doc), opts.input.answers as TAnswers, { now });
  const [row] = await db
    .update(userDocuments)
    .set({ answers: opts.input.answers, progress: check.progress, updatedAt: now })
    .where(eq(userDocuments.id, doc.id))
    .returning();
  return { document: row!, missing: check.missing, invalid: check.invalid };
}

/** Finishes the document: every required answer must be there and valid. */
export async function completeDocument(deps: TDeps, opts: { viewer: TViewer; documentId: string }) {
  const { db } = deps.database;
  const { doc } = await accessibleDocument(db, opts.viewer, opts.documentId, 'edit');
  const now = deps.clock.now();
  const result = render(snapshotOf(doc), doc.answers as TAnswers, { now });
  if (!result.ok) {
    const problems = namedProblems(snapshotOf(doc), doc.answers as TAnswers, result.problems, now);
    const fields = Object.fromEntries(problems.map((p) => [p.path, p.message]));
    throw new AppError('BAD_INPUT', problems[0]?.message ?? MESSAGES.unexpected, { fields });
  }
  const [row] = await db
    .update(userDocuments)
    .set({ status: 'COMPLETED', progress: 1, completedAt: now, updatedAt: now })
    .where(eq(userDocuments.id, doc.id))
    .returning();
  return { document: row!, rendered: result.document };
}
