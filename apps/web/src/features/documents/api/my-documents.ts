import type { TActiveDocumentFilterKey } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';

const MyDocumentFields = graphql(`
  fragment MyDocumentFields on UserDocument {
    id title templateId documentType status progress updatedAt myRole sharedBy kind folderId
    upload { fileType originalName uploadedFileName size locked }
  }
`);

/**
 * myRole is OWNER or the role the document was shared with the viewer as; sharedBy says who
 * shared it; kind is 'template' (answered from the library) or 'upload'; folderId is null at
 * the top level.
 */
export type TMyDocument = ResultOf<typeof MyDocumentFields>;

/** locked: a PDF that needs its password to open. */
export type TUploadedFileSummary = NonNullable<TMyDocument['upload']>;

const GET_MY_DOCUMENTS = graphql(
  `query GetMyDocuments($f: DocumentFilterKey) { getMyDocuments(filter: $f) { ...MyDocumentFields } }`,
  [MyDocumentFields],
);

const START_DOCUMENT = graphql(
  `mutation StartDocument($t: String!) { startDocument(templateId: $t) { ...MyDocumentFields } }`,
  [MyDocumentFields],
);

const RENAME_DOCUMENT = graphql(
  `mutation RenameDocument($d: String!, $t: String!) {
    renameDocument(documentId: $d, title: $t) { ...MyDocumentFields }
  }`,
  [MyDocumentFields],
);

const DUPLICATE_DOCUMENT = graphql(
  `mutation DuplicateDocument($d: String!) {
    duplicateDocument(documentId: $d) { ...MyDocumentFields }
  }`,
  [MyDocumentFields],
);

const DELETE_DOCUMENT = graphql(
  `mutation DeleteDocument($d: String!) { deleteDocument(documentId: $d) { ...MyDocumentFields } }`,
  [MyDocumentFields],
);

const RESTORE_DOCUMENT = graphql(
  `mutation RestoreDocument($d: String!) {
    restoreDocument(documentId: $d) { ...MyDocumentFields }
  }`,
  [MyDocumentFields],
);

export const myDocumentsQueryKey = ['documents', 'mine'] as const;

export function myDocumentsQueryOptions(filter?: TActiveDocumentFilterKey) {
  return queryOptions({
    // Filtered lists sit under the full list's key, so invalidating that refreshes them too.
    queryKey: filter ? [...myDocumentsQueryKey, filter] : myDocumentsQueryKey,
    queryFn: () =>
      graphqlRequest(GET_MY_DOCUMENTS, { f: filter ?? null }).then((d) => d.getMyDocuments),
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

export function useStartDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (templateId: string) =>
      graphqlRequest(START_DOCUMENT, { t: templateId }).then((d) => answered(d.startDocument)),
    onSuccess: invalidate,
  });
}

export function useRenameDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (v: { documentId: string; title: string }) =>
      graphqlRequest(RENAME_DOCUMENT, { d: v.documentId, t: v.title }).then((d) =>
        answered(d.renameDocument),
      ),
    onSuccess: invalidate,
  });
}

export function useDuplicateDocument() {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (documentId: string) =>
      graphqlRequest(DUPLICATE_DOCUMENT, { d: documentId }).then((d) =>
        answered(d.duplicateDocument),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (documentId: string) =>
      graphqlRequest(DELETE_DOCUMENT, { d: documentId }).then((d) => answered(d.deleteDocument)),
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
  return useMutation({
    mutationFn: (documentId: string) =>
      graphqlRequest(RESTORE_DOCUMENT, { d: documentId }).then((d) => answered(d.restoreDocument)),
    onSuccess: invalidate,
  });
}
