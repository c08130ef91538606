import type {
  TActiveDocumentFilterKey,
  TCollaborationRole,
  TDocumentCategory,
  TDocumentKind,
  TDocumentStatus,
  TUploadFileType,
} from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';

export type TMyDocument = {
  id: string;
  title: string;
  templateId: string | null;
  documentType: TDocumentCategory | null;
  status: TDocumentStatus;
  progress: number;
  updatedAt: string;
  /** OWNER, or the role the document was shared with the viewer as. */
  myRole: TCollaborationRole;
  /** Who shared it, for documents the viewer does not own. */
  sharedBy: string | null;
  /** 'template' (answered from the library) or 'upload' (a file the customer uploaded). */
  kind: TDocumentKind;
  /** The viewer's folder it is in; null at the top level. */
  folderId: string | null;
  /** The file behind an uploaded entry. */
  upload: TUploadedFileSummary | null;
};

export type TUploadedFileSummary = {
  fileType: TUploadFileType;
  originalName: string;
  uploadedFileName: string;
  size: number;
  /** A PDF that needs its password to open. */
  locked: boolean;
};

const FIELDS =
  'id title templateId documentType status progress updatedAt myRole sharedBy kind folderId ' +
  'upload { fileType originalName uploadedFileName size locked }';
export const myDocumentsQueryKey = ['documents', 'mine'] as const;

export function myDocumentsQueryOptions(filter?: TActiveDocumentFilterKey) {
  return queryOptions({
    // Filtered lists sit under the full list's key, so invalidating that refreshes them too.
    queryKey: filter ? [...myDocumentsQueryKey, filter] : myDocumentsQueryKey,
    queryFn: () =>
      graphqlRequest<{ getMyDocuments: TMyDocument[] }>(
        `query($f: String) { getMyDocuments(filter: $f) { ${FIELDS} } }`,
        { f: filter ?? null },
      ).then((d) => d.getMyDocuments),
  });
}

export function useMyDocuments(filter?: TActiveDocumentFilterKey) {
  return useQuery(myDocumentsQueryOptions(filter));
}

/** Every change to the list also changes the user's document count. */
function useInvalidateMine() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myDocumentsQueryKey }),
      client.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

function documentMutation(name: 'duplicateDocument' | 'deleteDocument' | 'restoreDocument') {
  return (documentId: string) =>
    graphqlRequest<Record<string, TMyDocument>>(
      `mutation($d: String!) { ${name}(documentId: $d) { ${FIELDS} } }`,
      { d: documentId },
    ).then((d) => d[name]!);
}

export function useStartDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (templateId: string) =>
      graphqlRequest<{ startDocument: TMyDocument }>(
        `mutation($t: String!) { startDocument(templateId: $t) { ${FIELDS} } }`,
        { t: templateId },
      ).then((d) => d.startDocument),
    onSuccess: invalidate,
  });
}

export function useRenameDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (v: { documentId: string; title: string }) =>
      graphqlRequest<{ renameDocument: TMyDocument }>(
        `mutation($d: String!, $t: String!) { renameDocument(documentId: $d, title: $t) { ${FIELDS} } }`,
        { d: v.documentId, t: v.title },
      ).then((d) => d.renameDocument),
    onSuccess: invalidate,
  });
}

export function useDuplicateDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({ mutationFn: documentMutation('duplicateDocument'), onSuccess: invalidate });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: documentMutation('deleteDocument'),
    // Gone from the list at once; the undo toast brings it back.
    onMutate: async (documentId) => {
      await client.cancelQueries({ queryKey: myDocumentsQueryKey });
      client.setQueryData<TMyDocument[]>(myDocumentsQueryKey, (list) =>
        list?.filter((d) => d.id !== documentId),
      );
    },
    onSettled: invalidate,
  });
}

export function useRestoreDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({ mutationFn: documentMutation('restoreDocument'), onSuccess: invalidate });
}
