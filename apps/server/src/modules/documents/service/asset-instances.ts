import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { forbidden } from '../../../platform/errors.js';
import { userDocuments } from '../tables.js';

/**
 * GET /user/{flakeId}/asset-instances: the viewer's own documents, made from templates and
 * uploaded, newest first. Only the viewer's own flakeId is answered.
 */
export async function listAssetInstances(deps: TDeps, opts: { viewer: TViewer; userId: string }) {
  if (opts.userId !== opts.viewer.user.id) throw forbidden();
  const rows = await deps.database.db
    .select({
      id: userDocuments.id,
      title: userDocuments.title,
      status: userDocuments.status,
      kind: userDocuments.kind,
      folderId: userDocuments.folderId,
      fileId: userDocuments.fileId,
      templateId: userDocuments.templateId,
      createdAt: userDocuments.createdAt,
      updatedAt: userDocuments.updatedAt,
    })
    .from(userDocuments)
    .where(and(eq(userDocuments.ownerId, opts.viewer.user.id), isNull(userDocuments.deletedAt)))
    .orderBy(desc(userDocuments.updatedAt), desc(userDocuments.id))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
