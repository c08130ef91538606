import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import { myDocumentsQueryKey } from './my-documents';

const FolderFields = graphql(`
  fragment FolderFields on DocumentFolder { id name parentId }
`);

export type TDocumentFolder = ResultOf<typeof FolderFields>;

export const myFoldersQueryKey = ['documents', 'folders'] as const;

const GET_MY_FOLDERS = graphql(`query GetMyFolders { getMyFolders { ...FolderFields } }`, [
  FolderFields,
]);

const GET_MY_FOLDER = graphql(
  `query GetMyFolder($f: String!) { getMyFolder(folderId: $f) { ...FolderFields } }`,
  [FolderFields],
);

const CREATE_FOLDER = graphql(
  `mutation CreateDocumentFolder($n: String!, $p: String) {
    createDocumentFolder(name: $n, parentId: $p) { ...FolderFields }
  }`,
  [FolderFields],
);

const RENAME_FOLDER = graphql(
  `mutation RenameDocumentFolder($f: String!, $n: String!) {
    renameDocumentFolder(folderId: $f, name: $n) { ...FolderFields }
  }`,
  [FolderFields],
);

const DELETE_FOLDER = graphql(
  `mutation DeleteDocumentFolder($f: String!) {
    deleteDocumentFolder(folderId: $f) { ...FolderFields }
  }`,
  [FolderFields],
);

const MOVE_DOCUMENT = graphql(`
  mutation MoveDocumentToFolder($d: String!, $f: String) {
    moveDocumentToFolder(documentId: $d, folderId: $f) { id folderId }
  }
`);

export function myFoldersQueryOptions() {
  return queryOptions({
    queryKey: myFoldersQueryKey,
    queryFn: () => graphqlRequest(GET_MY_FOLDERS).then((d) => d.getMyFolders),
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
      graphqlRequest(GET_MY_FOLDER, { f: folderId }).then((d) => answered(d.getMyFolder)),
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
      graphqlRequest(CREATE_FOLDER, { n: v.name, p: v.parentId }).then((d) =>
        answered(d.createDocumentFolder),
      ),
    onSuccess: invalidate,
  });
}

export function useRenameFolder() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (v: { folderId: string; name: string }) =>
      graphqlRequest(RENAME_FOLDER, { f: v.folderId, n: v.name }).then((d) =>
        answered(d.renameDocumentFolder),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteFolder() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (folderId: string) =>
      graphqlRequest(DELETE_FOLDER, { f: folderId }).then((d) => answered(d.deleteDocumentFolder)),
    onSuccess: invalidate,
  });
}

export function useMoveDocument() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: (v: { documentId: string; folderId: string | null }) =>
      graphqlRequest(MOVE_DOCUMENT, { d: v.documentId, f: v.folderId }).then(
        (d) => d.moveDocumentToFolder,
      ),
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
