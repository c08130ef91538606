import { MESSAGES } from '@app/domain';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { type Query, useQueryClient } from '@tanstack/react-query';

// A list that cannot load says so at once, with a Retry button, rather than spinning while
// the query asks again in the background (UNAVAILABLE is retried up to three times, each
// after the wait the server asks for: a spinner would turn for 15 seconds or more).

/** The part of a TanStack query result these components read. */
export type TQueryView = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  failureCount: number;
  failureReason: Error | null;
  refetch: () => unknown;
};

/** The error to show: the query's final one, or the one it is still retrying after. */
export function queryFailure(query: TQueryView): Error | null {
  if (query.isError) return query.error;
  if (query.isPending && query.failureCount > 0) return query.failureReason;
  return null;
}

/** A query with nothing to show that is waiting to try again after a failure. */
const waitingToRetry = (q: Query) =>
  q.state.data === undefined && q.state.fetchFailureCount > 0 && q.state.fetchStatus === 'fetching';

/**
 * Retry now, rather than after the wait the server asked for: a query with no data that is
 * waiting between attempts would otherwise only be told to go on waiting. Every query so
 * waiting is asked again, since what failed one (the server away) failed the others too.
 */
export function useRetryNow(): (query: Pick<TQueryView, 'refetch'>) => void {
  const client = useQueryClient();
  return (query) => {
    void client.cancelQueries({ predicate: waitingToRetry }).then(() => {
      void client.refetchQueries({
        predicate: (q) => q.state.status === 'pending',
        type: 'active',
      });
      void query.refetch();
    });
  };
}

/** An error's message and a Retry button, in place of what could not be loaded. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" data-testid="error-state">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" role="alert">
          {error.message || MESSAGES.unexpected}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A query's loading and failure: a spinner while the first answer is awaited, the error
 * with Retry as soon as an attempt has failed; nothing once there is data to show.
 */
export function QueryState({ query, loadingLabel }: { query: TQueryView; loadingLabel: string }) {
  const retryNow = useRetryNow();
  const failure = queryFailure(query);
  if (failure) return <ErrorState error={failure} onRetry={() => retryNow(query)} />;
  if (query.isPending) return <Loader aria-label={loadingLabel} />;
  return null;
}
