import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { grantTeamShare, withdrawTeamShare } from '../documents/index.js';
import { teamDocumentShares, teamDocuments } from './folder-tables.js';
import type { TTeamPerson } from './folder-team.js';

// Keeps the documents area's shares in step with the team folder and the team's seats.
// Callers hold the team owner's lock and a unit of work, so a seat change and a folder change
// never interleave into a share that outlives its reason.

type TFolderDocument = typeof teamDocuments.$inferSelect;

/** Shares one folder document with one person, recording the share only if it made it. */
export async function shareFolderDocument(
  work: TDeps,
  options: { doc: TFolderDocument; ownerId: string; person: TTeamPerson },
): Promise<void> {
  const { doc, person } = options;
  // The document's owner needs no share of their own document.
  if (person.userId === options.ownerId) return;
  const made = await grantTeamShare(work, {
    documentId: doc.documentId,
    email: person.email,
    role: doc.role,
    sharedBy: doc.addedBy,
  });
  if (!made) return;
  await work.database.db
    .insert(teamDocumentShares)
    .values({ documentId: doc.documentId, userId: person.userId, email: person.email })
    .onConflictDoNothing();
}

/** Takes back every share the folder made for one document (before it leaves the folder). */
export async function unshareFolderDocument(work: TDeps, documentId: string): Promise<void> {
  const { db } = work.database;
  const made = await db
    .delete(teamDocumentShares)
    .where(eq(teamDocumentShares.documentId, documentId))
    .returning();
  for (const share of made) await withdrawTeamShare(work, share);
}

/** A new member gets every document already in the team's folder. */
export async function shareFolderWithMember(
  work: TDeps,
  options: { teamOwnerId: string; person: TTeamPerson },
): Promise<void> {
  const docs = await work.database.db
    .select()
    .from(teamDocuments)
    .where(eq(teamDocuments.teamOwnerId, options.teamOwnerId));
  for (const doc of docs) {
    // addedBy is the document's owner: only an owner can put a document in the folder.
    await shareFolderDocument(work, { doc, ownerId: doc.addedBy, person: options.person });
  }
}

/**
 * A member leaves or is removed: they lose what the folder shared with them, and documents
 * they put in the folder leave it (the rest of the team loses those).
 */
export async function withdrawMemberFromFolder(
  work: TDeps,
  options: { teamOwnerId: string; userId: string },
): Promise<void> {
  const { db } = work.database;
  const theirs = await db
    .select({ documentId: teamDocuments.documentId })
    .from(teamDocuments)
    .where(
      and(
        eq(teamDocuments.teamOwnerId, options.teamOwnerId),
        eq(teamDocuments.addedBy, options.userId),
      ),
    );
  for (const { documentId } of theirs) {
    await unshareFolderDocument(work, documentId);
    await db.delete(teamDocuments).where(eq(teamDocuments.documentId, documentId));
  }
  const made = await db
    .delete(teamDocumentShares)
    .where(eq(teamDocumentShares.userId, options.userId))
    .returning();
  for (const share of made) await withdrawTeamShare(work, share);
}

/** The owner's team ends: every folder document leaves it and every share it made goes. */
export async function closeTeamFolder(work: TDeps, teamOwnerId: string): Promise<void> {
  const docs = await work.database.db
    .select({ documentId: teamDocuments.documentId })
    .from(teamDocuments)
    .where(eq(teamDocuments.teamOwnerId, teamOwnerId));
  for (const { documentId } of docs) await unshareFolderDocument(work, documentId);
  await work.database.db.delete(teamDocuments).where(eq(teamDocuments.teamOwnerId, teamOwnerId));
}
