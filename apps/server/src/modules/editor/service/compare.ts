import { diffDocuments, type TDiffSourceNode, type TVersionDiff } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { EDITOR_MESSAGES } from '../messages.js';
import { documentVersions } from '../tables.js';
import { editableDocument, type TVersion } from './editable-document.js';

export type TVersionComparison = TVersionDiff & { from: TVersion; to: TVersion };

/**
 * Two versions of one document compared clause by clause and word by word, the older first
 * whichever order they are asked in. Anyone who may read the document may compare its versions;
 * a version of another document (or a deleted one) answers as unknown.
 */
export async function compareDocumentVersions(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; fromVersionId: string; toVersionId: string },
): Promise<TVersionComparison> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  const rows = await deps.database.db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.documentId, doc.id),
        inArray(documentVersions.id, [opts.fromVersionId, opts.toVersionId]),
      ),
    );
  const find = (id: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.status === 'DELETED')
      throw new AppError('NOT_FOUND', EDITOR_MESSAGES.versionNotFound);
    return row;
  };
  const [from, to] = [find(opts.fromVersionId), find(opts.toVersionId)].sort(
    (a, b) => a.number - b.number,
  ) as [TVersion, TVersion];
  return {
    from,
    to,
    ...diffDocuments(from.content as TDiffSourceNode, to.content as TDiffSourceNode),
  };
}
