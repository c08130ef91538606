import {
  Alert,
  Badge,
  Blockquote,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import {
  type TAnchor,
  type TCommentThread,
  useAddDocumentComment,
  useDocumentComments,
  useSetCommentThreadStatus,
} from '../api/comments';

const STATUS_LABELS = { ACTIVE: 'Open', RESOLVED: 'Resolved', REJECTED: 'Rejected' } as const;

function CommentForm(props: {
  label: string;
  submit: string;
  onSend: (body: string) => Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!body.trim()) return setError('Write a comment.');
    setSending(true);
    try {
      await props.onSend(body.trim());
      setBody('');
    } catch (e) {
      showErrorToast(e instanceof Error ? e.message : 'The comment was not saved.');
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={6}>
      <Textarea
        label={props.label}
        value={body}
        onChange={(e) => {
          setBody(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Button size="xs" w="fit-content" onClick={() => void send()} loading={sending}>
        {props.submit}
      </Button>
    </Stack>
  );
}

function Thread(props: {
  thread: TCommentThread;
  documentId: string;
  canResolve: boolean;
  canComment: boolean;
}) {
  const { thread } = props;
  const add = useAddDocumentComment(props.documentId);
  const setStatus = useSetCommentThreadStatus(props.documentId);
  const open = thread.status === 'ACTIVE';
  const change = (status: TCommentThread['status']) =>
    setStatus.mutate(
      { threadId: thread.id, status },
      { onError: (e) => showErrorToast(e.message) },
    );
  return (
    <Paper withBorder p="sm" component="li" data-testid="comment-thread">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          {thread.quote && (
            <Blockquote p={4} pl="sm" fz="sm" style={{ flex: 1 }}>
              {thread.quote}
            </Blockquote>
          )}
          <Badge size="sm" variant="light" color={open ? 'blue' : 'gray'}>
            {STATUS_LABELS[thread.status]}
          </Badge>
        </Group>
        {thread.comments.map((c) => (
          <Stack gap={0} key={c.id}>
            <Text size="xs" c="dimmed">
              {c.authorName ?? 'Former member'} · {formatDate(c.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.body}
            </Text>
          </Stack>
        ))}
        {open && props.canComment && (
          <CommentForm
            label="Reply"
            submit="Reply"
            onSend={(body) => add.mutateAsync({ body, threadId: thread.id })}
          />
        )}
        {props.canResolve && (
          <Group gap="xs">
            {open ? (
              <>
                <Button size="compact-xs" variant="light" onClick={() => change('RESOLVED')}>
                  Resolve
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => change('REJECTED')}
                >
                  Reject
                </Button>
              </>
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={() => change('ACTIVE')}>
                Reopen
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The document's comment threads, and a new one on the words selected in the editor. */
export function CommentsPanel(props: {
  documentId: string;
  selection: TAnchor | null;
  canComment: boolean;
  canResolve: boolean;
}) {
  const threads = useDocumentComments(props.documentId, true);
  const add = useAddDocumentComment(props.documentId);
  return (
    <Stack gap="md">
      {props.canComment &&
        (props.selection ? (
          <Stack gap={4}>
            <Blockquote p={4} pl="sm" fz="sm">
              {props.selection.quote}
            </Blockquote>
            <CommentForm
              label="Comment on the selected words"
              submit="Comment"
              onSend={(body) => add.mutateAsync({ body, anchor: props.selection ?? undefined })}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Select words in the document to comment on them.
          </Text>
        ))}
      {threads.isPending && <Loader size="sm" aria-label="Loading comments" />}
      {threads.isError && (
        <Alert color="red" title="Comments could not be loaded">
          <Button size="xs" variant="light" onClick={() => threads.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {threads.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {threads.data && threads.data.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Comments"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {threads.data.map((thread) => (
            <Thread
              key={thread.id}
              thread={thread}
              documentId={props.documentId}
              canComment={props.canComment}
              canResolve={props.canResolve}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
