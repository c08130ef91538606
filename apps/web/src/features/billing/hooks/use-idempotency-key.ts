import { useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';

// One idempotency key per purchase attempt: a double click or a retry after a lost answer
// sends the same key, so the server charges once. A refusal ends the attempt; the next try
// (a different card, say) is a new attempt with a new key.

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A lost or broken answer: the server may or may not have acted, so retry with the same key. */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === 'INTERNAL';
}

export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** The current attempt's key, made on first use. */
      current: () => {
        key.current ??= newKey();
        return key.current;
      },
      /** The attempt is over (done or refused): the next call starts a new one. */
      renew: () => {
        key.current = null;
      },
    }),
    [],
  );
}
