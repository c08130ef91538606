import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export type TCommentStatus = 'ACTIVE' | 'RESOLVED' | 'REJECTED';
export type TCommentThread = {
  id: string;
  status: TCommentStatus;
  quote: string | null;
  anchorFrom: number | null;
  anchorTo: number | null;
  comments: { id: string; body: string; authorName: string | null; createdAt: string }[];
};
export type TAnchor = { from: number; to: number; quote: string };

const ThreadFields = graphql(`
  fragment CommentThreadFields on CommentThread {
    id status quote anchorFrom anchorTo
    comments { id body authorName createdAt }
  }
`);

const DOCUMENT_COMMENTS = graphql(
  `query DocumentComments($d: ID!) { documentComments(documentId: $d) { ...CommentThreadFields } }`,
  [ThreadFields],
);

const ADD_DOCUMENT_COMMENT = graphql(
  `mutation AddDocumentComment($d: ID!, $b: String!, $th: ID, $a: CommentAnchorInput) {
    addDocumentComment(documentId: $d, body: $b, threadId: $th, anchor: $a) { ...CommentThreadFields }
  }`,
  [ThreadFields],
);

const SET_COMMENT_THREAD_STATUS = graphql(
  `mutation SetCommentThreadStatus($d: ID!, $th: ID!, $s: CommentStatus!) {
    setCommentThreadStatus(documentId: $d, threadId: $th, status: $s) { ...CommentThreadFields }
  }`,
  [ThreadFields],
);

const commentsKey = (documentId: string) => ['editor', 'comments', documentId] as const;

export function useDocumentComments(documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentsKey(documentId),
    queryFn: () =>
      graphqlRequest(DOCUMENT_COMMENTS, { d: documentId }).then(
        (d) => d.documentComments as TCommentThread[],
      ),
    enabled,
  });
}

export function useAddDocumentComment(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: string; threadId?: string; anchor?: TAnchor }) =>
      graphqlRequest(ADD_DOCUMENT_COMMENT, {
        d: documentId,
        b: v.body,
        th: v.threadId ?? null,
        a: v.anchor ?? null,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: commentsKey(documentId) }),
        // The feed beside the document lists threads too.
        client.invalidateQueries({ queryKey: ['editor', 'feed', documentId] }),
      ]),
  });
}

export function useSetCommentThreadStatus(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { threadId: string; status: TCommentStatus }) =>
      graphqlRequest(SET_COMMENT_THREAD_STATUS, { d: documentId, th: v.threadId, s: v.status }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: commentsKey(documentId) }),
        // The feed beside the document lists threads too.
        client.invalidateQueries({ queryKey: ['editor', 'feed', documentId] }),
      ]),
  });
}
