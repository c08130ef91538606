import { DOCUMENT_MESSAGES, UPLOAD_MESSAGES } from '@app/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { userDocuments } from '../tables.js';
import { documentFolders } from '../tables-files.js';
import { ownedDocument } from './owned-document.js';

export type TDocumentFolder = typeof documentFolders.$inferSelect;

// Generous for any real filing system, small enough that one list call stays cheap.
const MAX_FOLDERS = 500;
const MAX_DEPTH = 5;

const folderNotFound = () => new AppError('NOT_FOUND', UPLOAD_MESSAGES.folderNotFound);

/** The viewer's own folder; another user's id answers as an unknown one does. */
export async function ownedFolder(db: TDb, viewer: TViewer, folderId: string) {
  const [row] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.id, folderId), eq(documentFolders.ownerId, viewer.user.id)));
  if (!row) throw folderNotFound();
  return row;
}

export async function listMyFolders(deps: TDeps, opts: { viewer: TViewer }) {
  return deps.database.db
    .select()
    .from(documentFolders)
    .where(eq(documentFolders.ownerId, opts.viewer.user.id))
    .orderBy(asc(documentFolders.name), asc(documentFolders.id))
    .limit(MAX_FOLDERS);
}

export async function getMyFolder(deps: TDeps, opts: { viewer: TViewer; folderId: string }) {
  return ownedFolder(deps.database.db, opts.viewer, opts.folderId);
}

async function depthOf(db: TDb, viewer: TViewer, folder: TDocumentFolder): Promise<number> {
  let depth = 1;
  let parentId = folder.parentId;
  while (parentId && depth <= MAX_DEPTH) {
    parentId = (await ownedFolder(db, viewer, parentId)).parentId;
    depth += 1;
  }
  return depth;
}

const isNameTaken = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

async function nameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isNameTaken(err)) throw new AppError('CONFLICT', UPLOAD_MESSAGES.folderNameTaken);
    throw err;
  }
}

export async function createFolder(
  deps: TDeps,
  opts: { viewer: TViewer; name: string; parentId: string | null },
) {
  const { db } = deps.database;
  if (opts.parentId) {
    const parent = await ownedFolder(db, opts.viewer, opts.parentId);
    if ((await depthOf(db, opts.viewer, parent)) >= MAX_DEPTH) {
      throw new AppError('BAD_INPUT', DOCUMENT_MESSAGES.folderTooDeep(MAX_DEPTH));
    }
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(documentFolders)
    .where(eq(documentFolders.ownerId, opts.viewer.user.id));
  if (n >= MAX_FOLDERS) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.folderLimit(MAX_FOLDERS));
  }
  const now = deps.clock.now();
  const [row] = await nameChecked(() =>
    db
      .insert(documentFolders)
      .values({
        id: flakeId(now.getTime()),
        ownerId: opts.viewer.user.id,
        name: opts.name,
        parentId: opts.parentId,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return row!;
}

export async function renameFolder(
  deps: TDeps,
  opts: { viewer: TViewer; folderId: string; name: string },
) {
  const { db } = deps.database;
  const folder = await ownedFolder(db, opts.viewer, opts.folderId);
  const [row] = await nameChecked(() =>
    db
      .update(documentFolders)
      .set({ name: opts.name, updatedAt: deps.clock.now() })
      .where(eq(documentFolders.id, folder.id))
      .returning(),
  );
  return row!;
}

/**
 * Deletes the folder. Its documents and the folders inside it move back to the top level
 * (the foreign keys set them to null in the same statement), so nothing is lost.
 */
export async function deleteFolder(deps: TDeps, opts: { viewer: TViewer; folderId: string }) {
  const { db } = deps.database;
  const folder = await ownedFolder(db, opts.viewer, opts.folderId);
  try {
    await db.delete(documentFolders).where(eq(documentFolders.id, folder.id));
  } catch (err) {
    // A folder inside moving to the top level where one of that name already is.
    if (!isNameTaken(err)) throw err;
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.folderNameClash);
  }
  return folder;
}

/** Moves one of the viewer's documents into one of their folders, or to the top (null). */
export async function moveDocumentToFolder(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; folderId: string | null },
) {
  const { db } = deps.database;
  const doc = await ownedDocument(db, opts.viewer, opts.documentId);
  const folderId = opts.folderId ? (await ownedFolder(db, opts.viewer, opts.folderId)).id : null;
  const [row] = await db
    .update(userDocuments)
    .set({ folderId })
    .where(eq(userDocuments.id, doc.id))
    .returning();
  return row!;
}
