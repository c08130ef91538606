import type { TReview, TReviewResult } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TMyReview = { reviewId: string; rating: number; title: string; reviewText: string };

const reviewPath = (documentId: string) => `/reviews/product/${encodeURIComponent(documentId)}`;

/** The signed-in person's review of a document, or null when they have not written one. */
export function fetchMyReview(documentId: string): Promise<TMyReview | null> {
  return apiRequest<{ review: TMyReview | null }>(reviewPath(documentId)).then((r) => r.review);
}

/** POST /reviews/product/{assetId}; a refusal surfaces as an ApiError like any other call. */
export function useSubmitReview() {
  return useMutation({
    mutationFn: (v: { documentId: string; review: TReview }) =>
      apiRequest<TReviewResult>(reviewPath(v.documentId), { method: 'POST', body: v.review }),
  });
}
