import { QueryClient } from '@tanstack/react-query';
import { isRetryable, retryDelayMs } from '../lib/api-client';

/** Reads are asked again only when the server says it is briefly unavailable (see isRetryable). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isRetryable(error) && failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
