import { shareRoleRefusal, type TCollaborationRole } from '@app/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accessibleDocument, userDocuments } from '../documents/index.js';
import { notify } from '../notifications/index.js';
import { TEAM_FOLDER_MESSAGES as M } from './folder-messages.js';
import { shareFolderDocument, unshareFolderDocument } from './folder-sync.js';
import { teamDocuments } from './folder-tables.js';
import { folderTeamOf, type TFolderTeam } from './folder-team.js';

export type TTeamFolderRole = 'EDITOR' | 'VIEWER';

export type TTeamFolderDocument = {
  documentId: string;
  title: string;
  ownerName: string;
  /** The viewer's role on it: OWNER for their own, else the role the folder gives. */
  role: TCollaborationRole;
  addedAt: Date;
  /** Whether the viewer may take it out (its owner or the team owner). */
  canRemove: boolean;
};

export type TTeamFolder = {
  /** False for a customer in no team: the folder is not shown. */
  available: boolean;
  isTeamOwner: boolean;
  documents: TTeamFolderDocument[];
  /** The viewer's own documents not yet in the folder, to put in. */
  addable: { documentId: string; title: string }[];
};

const EMPTY: TTeamFolder = { available: false, isTeamOwner: false, documents: [], addable: [] };

/** The viewer's team folder: what is in it, with their role, and what they could add. */
export async function getTeamFolder(deps: TDeps, options: { viewer: TViewer }) {
  const { viewer } = options;
  const team = await folderTeamOf(deps, viewer.user.id);
  if (!team) return EMPTY;
  const { db } = deps.database;
  const rows = await db
    .select({ entry: teamDocuments, title: userDocuments.title, ownerId: userDocuments.ownerId })
    .from(teamDocuments)
    .innerJoin(userDocuments, eq(userDocuments.id, teamDocuments.documentId))
    .where(and(eq(teamDocuments.teamOwnerId, team.teamOwnerId), isNull(userDocuments.deletedAt)))
    .orderBy(desc(teamDocuments.createdAt));
  const names = new Map(team.people.map((p) => [p.userId, p.name]));
  const isTeamOwner = team.teamOwnerId === viewer.user.id;
  const inFolder = rows.map((r) => r.entry.documentId);
  const mine = await db
    .select({ documentId: userDocuments.id, title: userDocuments.title })
    .from(userDocuments)
    .where(and(eq(userDocuments.ownerId, viewer.user.id), isNull(userDocuments.deletedAt)))
    .orderBy(desc(userDocuments.updatedAt))
    .limit(200);
  return {
    available: true,
    isTeamOwner,
    documents: rows.map((r) => ({
      documentId: r.entry.documentId,
      title: r.title,
      ownerName: names.get(r.ownerId) ?? '',
      role: r.ownerId === viewer.user.id ? 'OWNER' : r.entry.role,
      addedAt: r.entry.createdAt,
      canRemove: r.ownerId === viewer.user.id || isTeamOwner,
    })),
    addable: mine.filter((d) => !inFolder.includes(d.documentId)),
  } satisfies TTeamFolder;
}

/**
 * Runs a folder change under the team owner's lock (the one seat changes take) and in one
 * transaction, with the team read again inside: a member removed meanwhile gets nothing.
 */
async function withTeam<T>(
  deps: TDeps,
  viewer: TViewer,
  body: (work: TDeps, team: TFolderTeam) => Promise<T>,
): Promise<T> {
  const before = await folderTeamOf(deps, viewer.user.id);
  if (!before) throw new AppError('FORBIDDEN', M.noTeam);
  return withCustomerLock(deps, before.teamOwnerId, () =>
    inUnitOfWork(deps, async (work) => {
      const team = await folderTeamOf(work, viewer.user.id);
      if (!team) throw new AppError('FORBIDDEN', M.noTeam);
      if (team.teamOwnerId !== before.teamOwnerId) throw new AppError('CONFLICT', M.teamChanged);
      return body(work, team);
    }),
  );
}

/** The document's owner puts it in their team's folder (or changes the role it gives). */
export async function addToTeamFolder(
  deps: TDeps,
  options: { viewer: TViewer; documentId: string; role: TTeamFolderRole },
): Promise<TTeamFolder> {
  const { viewer, role } = options;
  const { doc } = await accessibleDocument(deps.database.db, viewer, options.documentId, 'own');
  const refusal = shareRoleRefusal(role, doc);
  if (refusal) throw new AppError('BAD_INPUT', refusal, { fields: { role: refusal } });
  await withTeam(deps, viewer, async (work, team) => {
    const { db } = work.database;
    const [was] = await db.select().from(teamDocuments).where(eq(teamDocuments.documentId, doc.id));
    // A new role replaces the shares the folder made with the old one.
    if (was) await unshareFolderDocument(work, doc.id);
    const [entry] = await db
      .insert(teamDocuments)
      .values({
        documentId: doc.id,
        teamOwnerId: team.teamOwnerId,
        role,
        addedBy: viewer.user.id,
        createdAt: work.clock.now(),
      })
      .onConflictDoUpdate({
        target: teamDocuments.documentId,
        set: { role, teamOwnerId: team.teamOwnerId },
      })
      .returning();
    for (const person of team.people) {
      await shareFolderDocument(work, { doc: entry!, ownerId: doc.ownerId, person });
    }
    if (was) return;
    const adder = `${viewer.user.firstName} ${viewer.user.lastName}`.trim();
    for (const person of team.people) {
      if (person.userId === viewer.user.id) continue;
      await notify(work, {
        userId: person.userId,
        kind: 'TEAM_FOLDER_DOCUMENT',
        title: 'New in your team folder',
        body: `${adder} put “${doc.title}” in your team folder.`,
        link: `/documents/questionnaire/${encodeURIComponent(doc.id)}`,
      });
    }
  });
  return getTeamFolder(deps, { viewer });
}

/** Its owner or the team owner takes a document out; the members' access ends at once. */
export async function removeFromTeamFolder(
  deps: TDeps,
  options: { viewer: TViewer; documentId: string },
): Promise<TTeamFolder> {
  const { viewer, documentId } = options;
  await withTeam(deps, viewer, async (work, team) => {
    const { db } = work.database;
    const [row] = await db
      .select({ ownerId: userDocuments.ownerId })
      .from(teamDocuments)
      .innerJoin(userDocuments, eq(userDocuments.id, teamDocuments.documentId))
      .where(
        and(
          eq(teamDocuments.documentId, documentId),
          eq(teamDocuments.teamOwnerId, team.teamOwnerId),
        ),
      );
    // Another team's document is answered as if it did not exist.
    if (!row) throw new AppError('NOT_FOUND', M.notInFolder);
    if (row.ownerId !== viewer.user.id && team.teamOwnerId !== viewer.user.id) {
      throw new AppError('FORBIDDEN', M.cannotTakeOut);
    }
    await unshareFolderDocument(work, documentId);
    await db.delete(teamDocuments).where(eq(teamDocuments.documentId, documentId));
  });
  return getTeamFolder(deps, { viewer });
}
