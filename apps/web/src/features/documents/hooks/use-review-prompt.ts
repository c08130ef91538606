import { useCallback, useState } from 'react';
import { fetchMyReview } from '../api/reviews';

// Documents already offered in this visit: one prompt per document is enough, whether it
// was answered or put off.
const offered = new Set<string>();

/** SPEC §1 "a review prompt after a document download", once, and never after a review. */
export function useReviewPrompt() {
  const [documentId, setDocumentId] = useState<string | null>(null);

  const offer = useCallback(async (id: string) => {
    if (offered.has(id)) return;
    offered.add(id);
    const mine = await fetchMyReview(id).catch(() => undefined);
    if (mine === null) setDocumentId(id);
  }, []);

  return { documentId, offer, close: useCallback(() => setDocumentId(null), []) };
}
