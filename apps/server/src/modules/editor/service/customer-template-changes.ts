import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { userDocuments } from '../../documents/index.js';
import { customerTemplateEntries } from '../tables-templates.js';
import { TEMPLATE_MESSAGES } from '../template-messages.js';
import {
  appendEntry,
  currentEntry,
  ownedTemplate,
  type TTemplateEntry,
  withTemplateLock,
  wordingOf,
} from './customer-template-store.js';
import { editableDocument } from './editable-document.js';
import { insertVersion } from './versions.js';

// Changes to a template never rewrite its history: each one is a new entry (SPEC §3
// template change action), so any earlier wording can be brought back.

/** Replaces the template's wording with a document's as it reads now (UPDATE). */
export async function updateCustomerTemplate(
  deps: TDeps,
  opts: { viewer: TViewer; templateId: string; documentId: string },
): Promise<TTemplateEntry> {
  const template = await ownedTemplate(deps.database.db, opts.viewer, opts.templateId);
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'own');
  const wording = await wordingOf(deps, doc);
  return withTemplateLock(deps, template.id, () =>
    appendEntry(deps, template.id, {
      ...wording,
      action: 'UPDATE',
      restoredFrom: null,
      actorId: opts.viewer.user.id,
    }),
  );
}

/** Brings back an earlier entry's wording as the newest entry (RESTORE). */
export async function restoreCustomerTemplate(
  deps: TDeps,
  opts: { viewer: TViewer; templateId: string; entryId: string },
): Promise<TTemplateEntry> {
  const { db } = deps.database;
  const template = await ownedTemplate(db, opts.viewer, opts.templateId);
  const [earlier] = await db
    .select()
    .from(customerTemplateEntries)
    .where(
      and(
        eq(customerTemplateEntries.id, opts.entryId),
        eq(customerTemplateEntries.templateId, template.id),
      ),
    );
  if (!earlier) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.entryNotFound);
  return withTemplateLock(deps, template.id, () =>
    appendEntry(deps, template.id, {
      content: earlier.content,
      libraryTemplateId: earlier.libraryTemplateId,
      templateSnapshot: earlier.templateSnapshot,
      answers: earlier.answers,
      documentId: earlier.documentId,
      action: 'RESTORE',
      restoredFrom: earlier.number,
      actorId: opts.viewer.user.id,
    }),
  );
}

/**
 * Makes a new document of the viewer's from the template (CLONE): an ordinary finished
 * document of the library template it began as, holding the template's wording as its first
 * version, so the editor opens it as it reads and downloads follow the usual rules (plan,
 * licence or the free PDF). As with starting from the library, a library document no
 * longer offered makes no new documents.
 */
export async function cloneCustomerTemplate(
  deps: TDeps,
  opts: { viewer: TViewer; templateId: string },
) {
  const template = await ownedTemplate(deps.database.db, opts.viewer, opts.templateId);
  const ownerId = opts.viewer.user.id;
  return withTemplateLock(deps, template.id, () =>
    inUnitOfWork(deps, async (work) => {
      const { db } = work.database;
      const source = await currentEntry(db, template.id);
      if (!work.library.template(source.libraryTemplateId)) {
        throw new AppError('CONFLICT', TEMPLATE_MESSAGES.libraryTemplateGone);
      }
      const now = work.clock.now();
      const [doc] = await db
        .insert(userDocuments)
        .values({
          id: flakeId(now.getTime()),
          ownerId,
          kind: 'template',
          templateId: source.libraryTemplateId,
          templateSnapshot: source.templateSnapshot,
          title: template.name,
          status: 'COMPLETED',
          answers: source.answers,
          progress: 1,
          completedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await insertVersion(work, {
        documentId: doc!.id,
        status: 'CREATED',
        name: `From your template “${template.name}”`.slice(0, 80),
        content: source.content,
        authorId: ownerId,
      });
      await appendEntry(work, template.id, {
        content: source.content,
        libraryTemplateId: source.libraryTemplateId,
        templateSnapshot: source.templateSnapshot,
        answers: source.answers,
        documentId: doc!.id,
        action: 'CLONE',
        restoredFrom: null,
        actorId: ownerId,
      });
      return { documentId: doc!.id, title: doc!.title };
    }),
  );
}
