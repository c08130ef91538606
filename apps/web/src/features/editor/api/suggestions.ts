import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { TCommentThread } from './comments';

export type TSuggestionStatus = 'ACCEPTED' | 'PENDING' | 'REJECTED';
export type TEditOperation = 'DELETE' | 'INSERT' | 'REPLACE';
export type TSuggestion = {
  id: string;
  operation: TEditOperation;
  /** Where the change starts: an encoded Yjs relative position, base64. */
  anchor: string;
  original: string;
  text: string;
  status: TSuggestionStatus;
  authorName: string | null;
  createdAt: string;
  resolvedAt: string | null;
};
export type TFeedItem = {
  id: string;
  kind: 'COMMENT' | 'SUGGESTION';
  createdAt: string;
  thread: TCommentThread | null;
  suggestion: TSuggestion | null;
};
export type TNewSuggestion = Pick<TSuggestion, 'operation' | 'anchor' | 'original' | 'text'>;

const SuggestionFields = graphql(`
  fragment DocumentSuggestionFields on DocumentSuggestion {
    id operation anchor original text status authorName createdAt resolvedAt
  }
`);

const DOCUMENT_FEED = graphql(
  `query DocumentFeed($d: ID!) {
    documentFeed(documentId: $d) {
      id kind createdAt
      thread { id status quote anchorFrom anchorTo comments { id body authorName createdAt } }
      suggestion { ...DocumentSuggestionFields }
    }
  }`,
  [SuggestionFields],
);

const SUGGEST_DOCUMENT_CHANGE = graphql(
  `mutation SuggestDocumentChange($d: ID!, $op: EditOperation!, $a: String!, $o: String, $x: String) {
    suggestDocumentChange(documentId: $d, operation: $op, anchor: $a, original: $o, text: $x) {
      ...DocumentSuggestionFields
    }
  }`,
  [SuggestionFields],
);

const RESOLVE_DOCUMENT_SUGGESTION = graphql(
  `mutation ResolveDocumentSuggestion($d: ID!, $s: ID!, $st: SuggestionStatus!) {
    resolveDocumentSuggestion(documentId: $d, suggestionId: $s, status: $st) {
      ...DocumentSuggestionFields
    }
  }`,
  [SuggestionFields],
);

const RESOLVE_ALL_DOCUMENT_SUGGESTIONS = graphql(`
  mutation ResolveAllDocumentSuggestions($d: ID!, $st: SuggestionStatus!) {
    resolveAllDocumentSuggestions(documentId: $d, status: $st) { resolved refused }
  }
`);

export const feedKey = (documentId: string) => ['editor', 'feed', documentId] as const;

/**
 * Comments and suggestions, in the order they were made. Asked again every little while, so
 * a suggestion made or accepted elsewhere shows without reloading the page.
 */
export function useDocumentFeed(documentId: string) {
  return useQuery({
    queryKey: feedKey(documentId),
    queryFn: () =>
      graphqlRequest(DOCUMENT_FEED, { d: documentId }).then((d) => d.documentFeed as TFeedItem[]),
    refetchInterval: 15_000,
  });
}

export function useSuggestDocumentChange(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: TNewSuggestion) =>
      graphqlRequest(SUGGEST_DOCUMENT_CHANGE, {
        d: documentId,
        op: v.operation,
        a: v.anchor,
        o: v.original,
        x: v.text,
      }).then((d) => d.suggestDocumentChange as TSuggestion),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey(documentId) }),
  });
}

export function useResolveDocumentSuggestion(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { suggestionId: string; status: 'ACCEPTED' | 'REJECTED' }) =>
      graphqlRequest(RESOLVE_DOCUMENT_SUGGESTION, {
        d: documentId,
        s: v.suggestionId,
        st: v.status,
      }).then((d) => d.resolveDocumentSuggestion as TSuggestion),
    onSettled: () => client.invalidateQueries({ queryKey: feedKey(documentId) }),
  });
}

export function useResolveAllDocumentSuggestions(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'ACCEPTED' | 'REJECTED') =>
      graphqlRequest(RESOLVE_ALL_DOCUMENT_SUGGESTIONS, { d: documentId, st: status }).then(
        (d) => d.resolveAllDocumentSuggestions,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: feedKey(documentId) }),
  });
}
