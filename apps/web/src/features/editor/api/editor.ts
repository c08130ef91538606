import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JSONContent } from '@tiptap/core';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export type TVersionStatus = 'IN_PROGRESS' | 'CREATED' | 'FINALISED' | 'DELETED';
export type TDocumentVersion = {
  id: string;
  number: number;
  status: TVersionStatus;
  name: string | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
};
/** ProseMirror JSON, as the editor reads and writes it. */
export type TEditorContent = JSONContent;
export type TEditorDocument = {
  documentId: string;
  title: string;
  role: 'OWNER' | 'EDITOR' | 'SUGGESTER' | 'VIEWER';
  canEdit: boolean;
  content: TEditorContent;
  version: TDocumentVersion | null;
};

const VersionFields = graphql(`
  fragment DocumentVersionFields on DocumentVersion {
    id number status name authorName createdAt updatedAt
  }
`);

const EDITOR_DOCUMENT = graphql(
  `
  query EditorDocument($d: ID!) {
    editorDocument(documentId: $d) {
      documentId title role canEdit content
      version { ...DocumentVersionFields }
    }
  }
`,
  [VersionFields],
);

const DOCUMENT_VERSIONS = graphql(
  `
  query DocumentVersions($d: ID!) { documentVersions(documentId: $d) { ...DocumentVersionFields } }
`,
  [VersionFields],
);

const SAVE_DOCUMENT_VERSION = graphql(
  `
  mutation SaveDocumentVersion($d: ID!, $c: JSON!, $n: String) {
    saveDocumentVersion(documentId: $d, content: $c, name: $n) { ...DocumentVersionFields }
  }
`,
  [VersionFields],
);

const RESTORE_DOCUMENT_VERSION = graphql(
  `
  mutation RestoreDocumentVersion($d: ID!, $v: ID!) {
    restoreDocumentVersion(documentId: $d, versionId: $v) { ...DocumentVersionFields }
  }
`,
  [VersionFields],
);

export const editorKeys = {
  document: (id: string) => ['editor', 'document', id] as const,
  versions: (id: string) => ['editor', 'versions', id] as const,
};

export function useEditorDocument(documentId: string) {
  return useQuery({
    queryKey: editorKeys.document(documentId),
    queryFn: () =>
      graphqlRequest(EDITOR_DOCUMENT, { d: documentId }).then(
        (d) => d.editorDocument as TEditorDocument,
      ),
    // The editor holds the wording once it opens; a refetch would not replace what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useDocumentVersions(documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.versions(documentId),
    queryFn: () =>
      graphqlRequest(DOCUMENT_VERSIONS, { d: documentId }).then(
        (d) => d.documentVersions as TDocumentVersion[],
      ),
    enabled,
  });
}

export function useSaveDocumentVersion(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { content: TEditorContent; name?: string }) =>
      graphqlRequest(SAVE_DOCUMENT_VERSION, {
        d: documentId,
        c: v.content,
        n: v.name ?? null,
      }).then((d) => d.saveDocumentVersion as TDocumentVersion),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.versions(documentId) }),
  });
}

export function useRestoreDocumentVersion(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      graphqlRequest(RESTORE_DOCUMENT_VERSION, { d: documentId, v: versionId }).then(
        (d) => d.restoreDocumentVersion as TDocumentVersion,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: editorKeys.versions(documentId) }),
        client.resetQueries({ queryKey: editorKeys.document(documentId) }),
      ]),
  });
}

export type TVersionDiffSegment = { kind: 'SAME' | 'INSERTED' | 'DELETED'; text: string };
export type TVersionDiffParagraph = {
  kind: 'SAME' | 'CHANGED' | 'INSERTED' | 'DELETED';
  fromLabel: string | null;
  toLabel: string | null;
  segments: TVersionDiffSegment[];
};
export type TVersionComparison = {
  from: TDocumentVersion;
  to: TDocumentVersion;
  insertedWords: number;
  deletedWords: number;
  paragraphs: TVersionDiffParagraph[];
};

const COMPARE_DOCUMENT_VERSIONS = graphql(
  `
  query CompareDocumentVersions($d: ID!, $f: ID!, $t: ID!) {
    compareDocumentVersions(documentId: $d, fromVersionId: $f, toVersionId: $t) {
      from { ...DocumentVersionFields }
      to { ...DocumentVersionFields }
      insertedWords deletedWords
      paragraphs { kind fromLabel toLabel segments { kind text } }
    }
  }
`,
  [VersionFields],
);

/** Two versions compared, the older first; asked only once both are chosen. */
export function useCompareVersions(documentId: string, fromId: string | null, toId: string | null) {
  return useQuery({
    queryKey: ['editor', 'compare', documentId, fromId, toId] as const,
    queryFn: () =>
      graphqlRequest(COMPARE_DOCUMENT_VERSIONS, { d: documentId, f: fromId!, t: toId! }).then(
        (d) => d.compareDocumentVersions as TVersionComparison,
      ),
    enabled: fromId !== null && toId !== null,
  });
}
