import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { users } from '../../../platform/auth/users-table.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { inUnitOfWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { userDocuments } from '../../documents/index.js';
import { customerTemplateEntries, customerTemplates } from '../tables-templates.js';
import { TEMPLATE_MESSAGES } from '../template-messages.js';
import {
  appendEntry,
  nameChecked,
  ownedTemplate,
  type TCustomerTemplate,
  wordingOf,
} from './customer-template-store.js';
import { editableDocument } from './editable-document.js';

/** Plenty for any business's own set, few enough that the list stays one short answer. */
export const MAX_CUSTOMER_TEMPLATES = 200;

export type TTemplateEntrySummary = {
  id: string;
  number: number;
  action: (typeof customerTemplateEntries.$inferSelect)['action'];
  restoredFrom: number | null;
  documentId: string | null;
  documentTitle: string | null;
  actorName: string | null;
  createdAt: Date;
};

/** The viewer's own templates, most recently changed first. */
export async function listMyTemplates(deps: TDeps, opts: { viewer: TViewer }) {
  return deps.database.db
    .select()
    .from(customerTemplates)
    .where(eq(customerTemplates.ownerId, opts.viewer.user.id))
    .orderBy(desc(customerTemplates.updatedAt), desc(customerTemplates.id))
    .limit(MAX_CUSTOMER_TEMPLATES);
}

/** Every change to one of the viewer's templates, newest first, with who made it. */
export async function customerTemplateHistory(
  deps: TDeps,
  opts: { viewer: TViewer; templateId: string },
): Promise<TTemplateEntrySummary[]> {
  const { db } = deps.database;
  const template = await ownedTemplate(db, opts.viewer, opts.templateId);
  const e = customerTemplateEntries;
  const rows = await db
    .select({
      id: e.id,
      number: e.number,
      action: e.action,
      restoredFrom: e.restoredFrom,
      documentId: e.documentId,
      // A document the owner has since deleted is no longer named.
      documentTitle: userDocuments.title,
      first: users.firstName,
      last: users.lastName,
      createdAt: e.createdAt,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorId))
    .leftJoin(
      userDocuments,
      and(
        eq(userDocuments.id, e.documentId),
        eq(userDocuments.ownerId, opts.viewer.user.id),
        isNull(userDocuments.deletedAt),
      ),
    )
    .where(eq(e.templateId, template.id))
    .orderBy(desc(e.number));
  return rows.map(({ first, last, ...entry }) => ({
    ...entry,
    documentId: entry.documentTitle === null ? null : entry.documentId,
    actorName: first === null ? null : `${first} ${last ?? ''}`.trim(),
  }));
}

/**
 * Keeps the wording of one of the viewer's documents, as it reads now, as their own template
 * (CREATE). The template and its first entry are written together or not at all.
 */
export async function saveDocumentAsTemplate(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; name: string },
): Promise<TCustomerTemplate> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'own');
  const ownerId = opts.viewer.user.id;
  const [{ n } = { n: 0 }] = await deps.database.db
    .select({ n: count() })
    .from(customerTemplates)
    .where(eq(customerTemplates.ownerId, ownerId));
  if (n >= MAX_CUSTOMER_TEMPLATES) {
    throw new AppError('CONFLICT', TEMPLATE_MESSAGES.tooMany(MAX_CUSTOMER_TEMPLATES));
  }
  const wording = await wordingOf(deps, doc);
  return nameChecked(opts.name, () =>
    inUnitOfWork(deps, async (work) => {
      const now = work.clock.now();
      const [template] = await work.database.db
        .insert(customerTemplates)
        .values({
          id: flakeId(now.getTime()),
          ownerId,
          name: opts.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await appendEntry(work, template!.id, {
        ...wording,
        action: 'CREATE',
        restoredFrom: null,
        actorId: ownerId,
      });
      return template!;
    }),
  );
}

/** Renames one of the viewer's templates; the history keeps its wording as it was. */
export async function renameCustomerTemplate(
  deps: TDeps,
  opts: { viewer: TViewer; templateId: string; name: string },
): Promise<TCustomerTemplate> {
  const { db } = deps.database;
  const template = await ownedTemplate(db, opts.viewer, opts.templateId);
  const [row] = await nameChecked(opts.name, () =>
    db
      .update(customerTemplates)
      .set({ name: opts.name, updatedAt: deps.clock.now() })
      .where(eq(customerTemplates.id, template.id))
      .returning(),
  );
  return row!;
}

/**
 * Deletes one of the viewer's templates with its history. Documents made from it are the
 * customer's own and stay as they are.
 */
export async function deleteCustomerTemplate(
  deps: TDeps,
  opts: { viewer: TViewer; templateId: string },
): Promise<TCustomerTemplate> {
  const { db } = deps.database;
  const template = await ownedTemplate(db, opts.viewer, opts.templateId);
  await db.delete(customerTemplates).where(eq(customerTemplates.id, template.id));
  return template;
}
