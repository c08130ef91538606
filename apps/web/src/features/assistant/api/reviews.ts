import { useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const DOCUMENT_REVIEW = graphql(`
  mutation DocumentReview($documentId: String!) {
    documentReview(documentId: $documentId) {
      documentId threadId title kind kindLabel
      findings {
        code severity title passage explanation suggestedFix
        citation { title url guide }
      }
    }
  }
`);

export type TDocumentReview = ResultOf<typeof DOCUMENT_REVIEW>['documentReview'];
export type TReviewFinding = TDocumentReview['findings'][number];

/**
 * The review of an uploaded document. The server makes it once and reads it back after
 * that, so asking again (a reload, a second visit) is safe.
 */
export function useDocumentReview(documentId: string | null) {
  return useQuery({
    queryKey: ['assistant', 'review', documentId],
    enabled: !!documentId,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      graphqlRequest(DOCUMENT_REVIEW, { documentId: documentId! }).then((d) => d.documentReview),
  });
}
