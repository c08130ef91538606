import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { userDocuments } from '../tables.js';
import type { TUserDocument } from './owned-document.js';

/**
 * What signing tells My documents, provided by the e-sign area (which itself uses this area,
 * so the list asks through this port rather than importing it).
 */
export type TSigningInbox = {
  /** Others' documents whose signing now waits on the viewer, by their verified address. */
  awaitingViewer(deps: TDeps, viewer: TViewer): Promise<string[]>;
  /** The viewer's documents sent to many recipients in one bulk send. */
  sentInBulk(deps: TDeps, viewer: TViewer): Promise<string[]>;
};

/**
 * Another customer's documents awaiting the viewer's signature, as My documents lists them:
 * status AWAITING_MY_SIGNATURE, and without the sender's answers, which are not the signer's
 * to read (the signing page shows them the whole document itself).
 */
export async function documentsAwaitingViewer(
  deps: TDeps,
  viewer: TViewer,
): Promise<TUserDocument[]> {
  const ids = (await deps.signingInbox?.awaitingViewer(deps, viewer)) ?? [];
  if (!ids.length) return [];
  const rows = await deps.database.db
    .select()
    .from(userDocuments)
    .where(and(inArray(userDocuments.id, ids), isNull(userDocuments.deletedAt)))
    .orderBy(desc(userDocuments.updatedAt), desc(userDocuments.id));
  return rows
    .filter((row) => row.ownerId !== viewer.user.id)
    .map((row) => ({ ...row, status: 'AWAITING_MY_SIGNATURE', answers: {} }));
}

/** Newest first, as the list always is. */
export function newestFirst(rows: TUserDocument[]): TUserDocument[] {
  return [...rows].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1),
  );
}
