import type { TRenderedDocument } from '@app/domain';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { downloadDocument, type TFormat, writeDocx, writePdf } from '../../documents/index.js';
import type { TEditorNode } from '../content-model.js';
import { fromEditorNodes } from '../convert/from-editor.js';
import { editableDocument, latestVersion, renderedOriginal } from './editable-document.js';

/** The document as the editor holds it now, ready for the writers. */
export async function editedDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TRenderedDocument> {
  const { doc } = await editableDocument(deps, opts.viewer, opts.documentId, 'read');
  const original = renderedOriginal(deps, doc);
  const latest = await latestVersion(deps.database.db, doc.id);
  if (!latest) return original;
  const content = latest.content as TEditorNode;
  return { ...original, blocks: fromEditorNodes(content.content ?? []) };
}

/**
 * Downloads the edited document. The documents area's download decides whether this
 * customer may have it (plan, licence or the free PDF) and records it; the file given is
 * then written from the editor's wording, so it reads as the screen does.
 */
export async function downloadEditedDocument(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string; format: TFormat },
) {
  const edited = await editedDocument(deps, opts);
  const allowed = await downloadDocument(deps, opts);
  const bytes = opts.format === 'pdf' ? await writePdf(edited) : await writeDocx(edited);
  return { ...allowed, bytes };
}
