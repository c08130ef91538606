import type { TRenderedDocument } from '@app/domain';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { downloadDocument, type TFormat, type TUserDocument } from '../../documents/index.js';
import type { TEditorNode } from '../content-model.js';
import { fromEditorNodes } from '../convert/from-editor.js';
import { liveHubOf } from '../live/hub.js';
import { editableDocument, latestVersion, renderedOriginal } from './editable-document.js';

/**
 * The document's hand-edited wording, or undefined while it has no version. The documents
 * area asks this for every download, so My documents gives the edited file too.
 */
export async function editedWording(
  deps: TDeps,
  doc: TUserDocument,
): Promise<TRenderedDocument | undefined> {
  if (doc.kind === 'upload' || doc.status === 'IN_PROGRESS') return undefined;
  // What people typed a moment ago, live, is part of what is downloaded.
  await liveHubOf(deps)?.flush(doc.id);
  const latest = await latestVersion(deps.database.db, doc.id);
  if (!latest) return undefined;
  const content = latest.content as TEditorNode;
  return { ...renderedOriginal(deps, doc), blocks: fromEditorNodes(content.content ?? []) };
}

/** The document as the editor holds it now, ready for the writers. */
export async function editedDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TRenderedDocument> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  return (await editedWording(deps, doc)) ?? renderedOriginal(deps, doc);
}

/**
 * Downloads the edited document from the editor. The documents area's download decides
 * whether this customer may have it (plan, licence or the free PDF), records it, and writes
 * it from the edited wording, so it reads as the screen does.
 */
export async function downloadEditedDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; format: TFormat },
) {
  await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  return downloadDocument(deps, opts);
}
