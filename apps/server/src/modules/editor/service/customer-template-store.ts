import { and, desc, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import type { TUserDocument } from '../../documents/index.js';
import { toEditorContent } from '../convert/to-editor.js';
import { liveHubOf } from '../live/hub.js';
import { customerTemplateEntries, customerTemplates } from '../tables-templates.js';
import { TEMPLATE_MESSAGES } from '../template-messages.js';
import { latestVersion, renderedOriginal } from './editable-document.js';

// What the template services share: finding the owner's template, its wording now, the
// next history entry and the wording a document holds at this moment.

export type TCustomerTemplate = typeof customerTemplates.$inferSelect;
export type TTemplateEntry = typeof customerTemplateEntries.$inferSelect;
export type TEntryValues = Omit<TTemplateEntry, 'id' | 'templateId' | 'number' | 'createdAt'>;

/** The viewer's own template; another customer's id answers exactly as an unknown one. */
export async function ownedTemplate(
  db: TDb,
  viewer: TViewer,
  templateId: string,
): Promise<TCustomerTemplate> {
  const [row] = await db
    .select()
    .from(customerTemplates)
    .where(
      and(eq(customerTemplates.id, templateId), eq(customerTemplates.ownerId, viewer.user.id)),
    );
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.templateNotFound);
  return row;
}

/** The newest entry: the template's wording now. Every template has at least its CREATE. */
export async function currentEntry(db: TDb, templateId: string): Promise<TTemplateEntry> {
  const [row] = await db
    .select()
    .from(customerTemplateEntries)
    .where(eq(customerTemplateEntries.templateId, templateId))
    .orderBy(desc(customerTemplateEntries.number))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.templateNotFound);
  return row;
}

/**
 * Adds an entry to the history and touches the template. Run it under withTemplateLock, so
 * two changes at once cannot take the same number.
 */
export async function appendEntry(
  deps: TDeps,
  templateId: string,
  values: TEntryValues,
): Promise<TTemplateEntry> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [last] = await db
    .select({ number: customerTemplateEntries.number })
    .from(customerTemplateEntries)
    .where(eq(customerTemplateEntries.templateId, templateId))
    .orderBy(desc(customerTemplateEntries.number))
    .limit(1);
  const [row] = await db
    .insert(customerTemplateEntries)
    .values({
      ...values,
      id: flakeId(now.getTime()),
      templateId,
      number: (last?.number ?? 0) + 1,
      createdAt: now,
    })
    .returning();
  await db
    .update(customerTemplates)
    .set({ updatedAt: now })
    .where(eq(customerTemplates.id, templateId));
  return row!;
}

export function withTemplateLock<T>(deps: TDeps, templateId: string, work: () => Promise<T>) {
  return deps.database.locks.withLock(`customer-template:${templateId}`, work);
}

/**
 * The document's wording as the editor holds it now (what was typed live a moment ago
 * included), with what a document made from it needs to be one: its questionnaire and answers.
 */
export async function wordingOf(
  deps: TDeps,
  doc: TUserDocument,
): Promise<Omit<TEntryValues, 'action' | 'restoredFrom' | 'actorId'>> {
  await liveHubOf(deps)?.flush(doc.id);
  const latest = await latestVersion(deps.database.db, doc.id);
  return {
    content: latest?.content ?? toEditorContent(renderedOriginal(deps, doc).blocks),
    libraryTemplateId: doc.templateId ?? '',
    templateSnapshot: doc.templateSnapshot ?? {},
    answers: doc.answers,
    documentId: doc.id,
  };
}

type TDbError = { code?: string; constraint?: string };

// Only the name's unique index means "taken"; a driver may hand the error as the cause.
const isNameTaken = (err: unknown) =>
  [err as TDbError, (err as { cause?: TDbError })?.cause].some(
    (e) => e?.code === '23505' && (!e.constraint || e.constraint === NAME_KEY),
  );
const NAME_KEY = 'customer_templates_owner_name_key';

/** Runs a write that sets a name; the owner's other template of that name refuses it. */
export async function nameChecked<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isNameTaken(err)) throw new AppError('CONFLICT', TEMPLATE_MESSAGES.nameTaken(name));
    throw err;
  }
}
