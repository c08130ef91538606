import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetry } from '../lib/api-client';

/**
 * Reads are asked again only when the error's code says so (see isRetryable). Writes are
 * not, unless the mutation says it is safe to repeat (idempotentRetry).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
