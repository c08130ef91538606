import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import {
  type TFeedItem,
  type TSuggestion,
  useResolveAllDocumentSuggestions,
  useResolveDocumentSuggestion,
} from '../api/suggestions';

const SUGGESTION_STATUS = {
  PENDING: { label: 'Pending', color: 'yellow' },
  ACCEPTED: { label: 'Accepted', color: 'teal' },
  REJECTED: { label: 'Rejected', color: 'gray' },
} as const;
const THREAD_STATUS = { ACTIVE: 'Open', RESOLVED: 'Resolved', REJECTED: 'Rejected' } as const;

/** The change in words: what a screen reader reads and what the Accept button names. */
export function summarise(s: Pick<TSuggestion, 'operation' | 'original' | 'text'>): string {
  if (s.operation === 'DELETE') return `Delete “${s.original}”`;
  if (s.operation === 'INSERT') return `Insert “${s.text}”`;
  return `Replace “${s.original}” with “${s.text}”`;
}

function SuggestionItem(props: { s: TSuggestion; documentId: string; canResolve: boolean }) {
  const { s } = props;
  const resolve = useResolveDocumentSuggestion(props.documentId);
  const status = SUGGESTION_STATUS[s.status];
  const decide = (to: 'ACCEPTED' | 'REJECTED') =>
    resolve.mutate(
      { suggestionId: s.id, status: to },
      {
        onSuccess: () =>
          showSuccessToast(to === 'ACCEPTED' ? 'Change made.' : 'Suggestion rejected.'),
        onError: (e) => showErrorToast(e.message),
      },
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          Suggestion by {s.authorName ?? 'a former member'} · {formatDate(s.createdAt)}
        </Text>
        <Badge size="sm" variant="light" style={{ flexShrink: 0 }} color={status.color}>
          {status.label}
        </Badge>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {s.operation === 'INSERT' ? 'Insert ' : s.operation === 'DELETE' ? 'Delete ' : 'Replace '}
        {s.original && <del className="cw-feed-delete">{s.original}</del>}
        {s.operation === 'REPLACE' && ' with '}
        {s.text && <ins className="cw-feed-insert">{s.text}</ins>}
      </Text>
      {props.canResolve && s.status === 'PENDING' && (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            color="teal"
            aria-label={`Accept: ${summarise(s)}`}
            loading={resolve.isPending && resolve.variables?.status === 'ACCEPTED'}
            onClick={() => decide('ACCEPTED')}
          >
            Accept
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            aria-label={`Reject: ${summarise(s)}`}
            loading={resolve.isPending && resolve.variables?.status === 'REJECTED'}
            onClick={() => decide('REJECTED')}
          >
            Reject
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CommentItem({ item }: { item: TFeedItem }) {
  const thread = item.thread;
  const first = thread?.comments[0];
  if (!thread || !first) return null;
  const replies = thread.comments.length - 1;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          Comment by {first.authorName ?? 'a former member'} · {formatDate(first.createdAt)}
        </Text>
        <Badge
          size="sm"
          variant="light"
          style={{ flexShrink: 0 }}
          color={thread.status === 'ACTIVE' ? 'blue' : 'gray'}
        >
          {THREAD_STATUS[thread.status]}
        </Badge>
      </Group>
      {thread.quote && (
        <Text size="xs" fs="italic" lineClamp={2}>
          “{thread.quote}”
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {first.body}
      </Text>
      {replies > 0 && (
        <Text size="xs" c="dimmed">
          {replies === 1 ? '1 reply' : `${replies} replies`}
        </Text>
      )}
    </Stack>
  );
}

/** Comments and suggestions beside the document, in the order they were made. */
export function FeedPanel(props: {
  documentId: string;
  feed: UseQueryResult<TFeedItem[]>;
  canResolve: boolean;
  /** False inside a drawer, whose own title is the heading. */
  withHeading?: boolean;
}) {
  const { feed } = props;
  const withHeading = props.withHeading ?? true;
  const all = useResolveAllDocumentSuggestions(props.documentId);
  const pending = (feed.data ?? []).filter((i) => i.suggestion?.status === 'PENDING').length;
  const decideAll = (status: 'ACCEPTED' | 'REJECTED') =>
    all.mutate(status, {
      onSuccess: ({ resolved, refused }) =>
        refused
          ? showErrorToast(
              `${resolved} ${status === 'ACCEPTED' ? 'accepted' : 'rejected'}; ${refused} could not be accepted because their words were edited since.`,
            )
          : showSuccessToast(
              `${resolved} suggestion${resolved === 1 ? '' : 's'} ${status === 'ACCEPTED' ? 'accepted' : 'rejected'}.`,
            ),
      onError: (e) => showErrorToast(e.message),
    });
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={withHeading ? 'document-feed-title' : undefined}
    >
      {withHeading && (
        <Title order={2} size="h5" id="document-feed-title">
          Comments and suggestions
        </Title>
      )}
      {props.canResolve && pending > 0 && (
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            loading={all.isPending}
            onClick={() => decideAll('ACCEPTED')}
          >
            Accept all ({pending})
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={all.isPending}
            onClick={() => decideAll('REJECTED')}
          >
            Reject all
          </Button>
        </Group>
      )}
      {feed.isPending && <Loader size="sm" aria-label="Loading comments and suggestions" />}
      {feed.isError && (
        <Alert color="red" title="Comments and suggestions could not be loaded">
          <Button size="xs" variant="light" onClick={() => feed.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {feed.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments or suggestions yet.
        </Text>
      )}
      {feed.data && feed.data.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Comments and suggestions"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {feed.data.map((item) => (
            <Paper
              withBorder
              p="xs"
              component="li"
              key={`${item.kind}-${item.id}`}
              data-testid="feed-item"
            >
              {item.suggestion ? (
                <SuggestionItem
                  s={item.suggestion}
                  documentId={props.documentId}
                  canResolve={props.canResolve}
                />
              ) : (
                <CommentItem item={item} />
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
