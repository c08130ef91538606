import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useEffect, useMemo, useRef } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import {
  feedKey,
  type TSuggestion,
  useDocumentFeed,
  useSuggestDocumentChange,
} from '../api/suggestions';
import type { LiveConnection } from '../lib/live-connection';
import { showSuggestions, type TSuggestingOptions } from '../lib/suggesting';

/**
 * The editor's suggestions: the options its Suggesting extension is made with (stable, as the
 * editor is made once), and the document's pending suggestions shown in its text.
 */
export function useSuggestingOptions(documentId: string, active: boolean): TSuggestingOptions {
  const suggest = useSuggestDocumentChange(documentId);
  const options = useRef<TSuggestingOptions>({
    active,
    onSuggest: (s) =>
      suggest.mutate(s, {
        onSuccess: () => showSuccessToast('Suggestion sent to the owner.'),
        onError: (e) => showErrorToast(e.message),
      }),
    onRefuse: (message) => showErrorToast(message),
  }).current;
  // The editor's plugin keeps this one object: a change of role reaches it here.
  options.active = active;
  return options;
}

/** Shows the feed's pending suggestions in the editor's text whenever the feed changes. */
export function useSuggestionsInText(documentId: string, editor: Editor | null) {
  const feed = useDocumentFeed(documentId);
  const suggestions = useMemo(
    () =>
      (feed.data ?? []).flatMap((i) =>
        i.suggestion?.status === 'PENDING' ? [i.suggestion] : [],
      ) as TSuggestion[],
    [feed.data],
  );
  useEffect(() => {
    if (editor && !editor.isDestroyed) showSuggestions(editor.view, suggestions);
  }, [editor, suggestions]);
  return feed;
}

// Someone else's edit may be an accepted suggestion: the feed is asked again soon after, so a
// pending mark is not left beside the words it has become. At most once a second.
const FEED_AFTER_EDIT_MS = 1000;

/** Keeps the feed in step with edits arriving live from others. */
export function useFeedFollowsLiveEdits(documentId: string, connection: LiveConnection | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!connection) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = connection.onRemoteEdit(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: feedKey(documentId) });
      }, FEED_AFTER_EDIT_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, connection, documentId]);
}
