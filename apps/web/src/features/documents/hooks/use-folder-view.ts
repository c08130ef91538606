import { useSearchParams } from 'react-router';
import { type TDocumentFolder, useMyFolders } from '../api/folders';
import type { TMyDocument } from '../api/my-documents';

/**
 * Which folder My documents shows (?folder=<id>) and which documents belong in it. A
 * document in a folder the viewer does not have (one shared with them from someone else's
 * folder) shows at the top level.
 */
export function useFolderView() {
  const [params] = useSearchParams();
  const folders = useMyFolders();
  const list: TDocumentFolder[] = folders.data ?? [];
  const asked = params.get('folder');
  const currentId = asked && (folders.isPending || list.some((f) => f.id === asked)) ? asked : null;
  const known = new Set(list.map((f) => f.id));
  const inView = (d: TMyDocument) =>
    (d.folderId && known.has(d.folderId) ? d.folderId : null) === currentId;
  return { folders: list, currentId, inView };
}
