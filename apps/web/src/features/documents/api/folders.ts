import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';
import { myDocumentsQueryKey } from './my-documents';

export type TDocumentFolder = { id: string; name: string; parentId: string | null };

const FIELDS = 'id name parentId';
export const myFoldersQueryKey = ['documents', 'folders'] as const;

export function myFoldersQueryOptions() {
  return queryOptions({
    queryKey: myFoldersQueryKey,
    queryFn: () =>
      graphqlRequest<{ getMyFolders: TDocumentFolder[] }>(`{ getMyFolders { ${FIELDS} } }`).then(
        (d) => d.getMyFolders,
      ),
  });
}

export function useMyFolders() {
  return useQuery(myFoldersQueryOptions());
}

/** One folder of the viewer's; an unknown (or someone else's) id fails with NOT_FOUND. */
export function useMyFolder(folderId: string) {
  return useQuery({
    queryKey: [...myFoldersQueryKey, folderId],
    queryFn: () =>
      graphqlRequest<{ getMyFolder: TDocumentFolder }>(
        `query($f: String!) { getMyFolder(folderId: $f) { ${FIELDS} } }`,
        { f: folderId },
      ).then((d) => d.getMyFolder),
    retry: false,
  });
}

/** Folder changes can move documents (a deleted folder's go back to the top). */
function useInvalidateFolders() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myFoldersQueryKey }),
      client.invalidateQueries({ queryKey: myDocumentsQueryKey }),
    ]);
}

export function useCreateFolder() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (v: { name: string; parentId: string | null }) =>
      graphqlRequest<{ createDocumentFolder: TDocumentFolder }>(
        `mutation($n: String!, $p: String) { createDocumentFolder(name: $n, parentId: $p) { ${FIELDS} } }`,
        { n: v.name, p: v.parentId },
      ).then((d) => d.createDocumentFolder),
    onSuccess: invalidate,
  });
}

export function useRenameFolder() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (v: { folderId: string; name: string }) =>
      graphqlRequest<{ renameDocumentFolder: TDocumentFolder }>(
        `mutation($f: String!, $n: String!) { renameDocumentFolder(folderId: $f, name: $n) { ${FIELDS} } }`,
        { f: v.folderId, n: v.name },
      ).then((d) => d.renameDocumentFolder),
    onSuccess: invalidate,
  });
}

export function useDeleteFolder() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (folderId: string) =>
      graphqlRequest<{ deleteDocumentFolder: TDocumentFolder }>(
        `mutation($f: String!) { deleteDocumentFolder(folderId: $f) { ${FIELDS} } }`,
        { f: folderId },
      ).then((d) => d.deleteDocumentFolder),
    onSuccess: invalidate,
  });
}

export function useMoveDocument() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (v: { documentId: string; folderId: string | null }) =>
      graphqlRequest<{ moveDocumentToFolder: { id: string; folderId: string | null } }>(
        'mutation($d: String!, $f: String) { moveDocumentToFolder(documentId: $d, folderId: $f) { id folderId } }',
        { d: v.documentId, f: v.folderId },
      ).then((d) => d.moveDocumentToFolder),
    onSuccess: invalidate,
  });
}

/** "Leases / 2026" for a folder, walking up its parents. */
export function folderPath(folders: TDocumentFolder[], folderId: string): TDocumentFolder[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const trail: TDocumentFolder[] = [];
  let current = byId.get(folderId);
  while (current && trail.length < 10) {
    trail.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return trail;
}
