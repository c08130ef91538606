import { useCallback, useRef, useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { fetchMyReview } from '../api/reviews';

/** Once asked, a customer is not asked again for this long, whatever they answered. */
export const REVIEW_PROMPT_QUIET_DAYS = 30;
const QUIET_MS = REVIEW_PROMPT_QUIET_DAYS * 24 * 60 * 60 * 1000;

// Remembered per user on this device: the prompt is a courtesy, and asking once more on a
// new device does no harm, so it needs no server state.
const storageKey = (userId: string) => `review-prompt-asked:${userId}`;

function lastAsked(userId: string): number | null {
  try {
    const at = Date.parse(window.localStorage.getItem(storageKey(userId)) ?? '');
    return Number.isNaN(at) ? null : at;
  } catch {
    return null;
  }
}

function rememberAsked(userId: string, at: number) {
  try {
    window.localStorage.setItem(storageKey(userId), new Date(at).toISOString());
  } catch {
    // Storage refused (private mode, full): the prompt may come again, nothing breaks.
  }
}

/**
 * SPEC §1 "a review prompt after a document download": asked once, then not again for
 * REVIEW_PROMPT_QUIET_DAYS, and never for a document the customer has already reviewed.
 */
export function useReviewPrompt() {
  const user = useSignedInUser();
  const [documentId, setDocumentId] = useState<string | null>(null);
  // Two quick downloads look up at most one review, so they ask at most once.
  const checking = useRef(false);

  const offer = useCallback(
    async (id: string) => {
      const asked = lastAsked(user.flakeId);
      if (checking.current || (asked !== null && Date.now() - asked < QUIET_MS)) return;
      checking.current = true;
      try {
        const mine = await fetchMyReview(id).catch(() => undefined);
        if (mine !== null) return;
        rememberAsked(user.flakeId, Date.now());
        setDocumentId(id);
      } finally {
        checking.current = false;
      }
    },
    [user.flakeId],
  );

  return { documentId, offer, close: useCallback(() => setDocumentId(null), []) };
}
