import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import type { registerCommentsGraphql } from './graphql-comments.js';
import { ZDocumentRef } from './inputs.js';
import {
  ZResolveAllDocumentSuggestions,
  ZResolveDocumentSuggestion,
  ZSuggestDocumentChange,
} from './inputs-suggestions.js';
import { documentFeed, FEED_ITEM_KINDS, type TFeedItem } from './service/feed.js';
import {
  listDocumentSuggestions,
  resolveAllDocumentSuggestions,
  resolveDocumentSuggestion,
  suggestDocumentChange,
  type TSuggestion,
} from './service/suggestions.js';
import { EDIT_OPERATIONS, SUGGESTION_STATUSES } from './tables.js';

type TResolution = Awaited<ReturnType<typeof resolveAllDocumentSuggestions>>;

/** Suggestions (tracked changes): make, list, accept or reject; and the feed beside the text. */
export function registerSuggestionsGraphql(
  builder: TBuilder,
  Thread: ReturnType<typeof registerCommentsGraphql>,
) {
  const Status = builder.enumType('SuggestionStatus', { values: SUGGESTION_STATUSES });
  const Operation = builder.enumType('EditOperation', { values: EDIT_OPERATIONS });
  const Kind = builder.enumType('FeedItemKind', { values: FEED_ITEM_KINDS });
  const Suggestion = builder.objectRef<TSuggestion>('DocumentSuggestion').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      operation: t.field({ type: Operation, nullable: false, resolve: (s) => s.operation }),
      anchor: t.exposeString('anchor', {
        nullable: false,
        description: 'Where the change starts: an encoded Yjs relative position, base64.',
      }),
      original: t.exposeString('original', { nullable: false }),
      text: t.exposeString('text', { nullable: false }),
      status: t.field({ type: Status, nullable: false, resolve: (s) => s.status }),
      authorName: t.exposeString('authorName', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const Resolution = builder.objectRef<TResolution>('SuggestionsResolution').implement({
    fields: (t) => ({
      resolved: t.exposeInt('resolved', { nullable: false }),
      refused: t.exposeInt('refused', {
        nullable: false,
        description: 'Suggestions left PENDING because their words were edited since.',
      }),
      suggestions: t.field({
        type: [Suggestion],
        nullable: false,
        resolve: (r) => r.suggestions,
      }),
    }),
  });
  const FeedItem = builder.objectRef<TFeedItem>('DocumentFeedItem').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      kind: t.field({ type: Kind, nullable: false, resolve: (i) => i.kind }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      thread: t.field({
        type: Thread,
        nullable: true,
        resolve: (i) => (i.kind === 'COMMENT' ? i.thread : null),
      }),
      suggestion: t.field({
        type: Suggestion,
        nullable: true,
        resolve: (i) => (i.kind === 'SUGGESTION' ? i.suggestion : null),
      }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    const ref = { documentId: t.arg.id({ required: true }) };
    return {
      documentSuggestions: t.field({
        type: [Suggestion],
        nullable: false,
        args: ref,
        resolve: (_r, args, ctx) =>
          listDocumentSuggestions(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZDocumentRef, args),
          }),
      }),
      documentFeed: t.field({
        type: [FeedItem],
        nullable: false,
        args: ref,
        resolve: (_r, args, ctx) =>
          documentFeed(ctx.deps, { viewer: requireViewer(ctx), ...parseInput(ZDocumentRef, args) }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      suggestDocumentChange: t.field({
        type: Suggestion,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          operation: t.arg({ type: Operation, required: true }),
          anchor: t.arg.string({ required: true }),
          original: t.arg.string({ required: false }),
          text: t.arg.string({ required: false }),
        },
        resolve: (_r, args, ctx) =>
          suggestDocumentChange(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZSuggestDocumentChange, args),
          }),
      }),
      resolveDocumentSuggestion: t.field({
        type: Suggestion,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          suggestionId: t.arg.id({ required: true }),
          status: t.arg({ type: Status, required: true }),
        },
        resolve: (_r, args, ctx) =>
          resolveDocumentSuggestion(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZResolveDocumentSuggestion, args),
          }),
      }),
      resolveAllDocumentSuggestions: t.field({
        type: Resolution,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          status: t.arg({ type: Status, required: true }),
        },
        resolve: (_r, args, ctx) =>
          resolveAllDocumentSuggestions(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZResolveAllDocumentSuggestions, args),
          }),
      }),
    };
  });
}
