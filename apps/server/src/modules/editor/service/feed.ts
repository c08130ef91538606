import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { listDocumentComments, type TCommentThread } from './comments.js';
import { listDocumentSuggestions, type TSuggestion } from './suggestions.js';

export const FEED_ITEM_KINDS = ['COMMENT', 'SUGGESTION'] as const;

export type TFeedItem =
  | { kind: 'COMMENT'; id: string; createdAt: Date; thread: TCommentThread }
  | { kind: 'SUGGESTION'; id: string; createdAt: Date; suggestion: TSuggestion };

/**
 * What has been said about the document and suggested for it, in the order it happened: a
 * comment thread takes its place by its first comment.
 */
export async function documentFeed(
  deps: TDeps,
  opts: { viewer: TViewer; documentId: string },
): Promise<TFeedItem[]> {
  const [threads, suggestions] = await Promise.all([
    listDocumentComments(deps, opts),
    listDocumentSuggestions(deps, opts),
  ]);
  const items: TFeedItem[] = [
    ...threads.map((thread) => ({
      kind: 'COMMENT' as const,
      id: thread.id,
      createdAt: thread.comments[0]!.createdAt,
      thread,
    })),
    ...suggestions.map((suggestion) => ({
      kind: 'SUGGESTION' as const,
      id: suggestion.id,
      createdAt: suggestion.createdAt,
      suggestion,
    })),
  ];
  // Ids are time-ordered too: they settle two items made in the same millisecond.
  return items.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
}
