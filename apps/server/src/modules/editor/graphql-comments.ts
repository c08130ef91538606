import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import { ZAddDocumentComment, ZDocumentRef, ZSetCommentThreadStatus } from './inputs.js';
import {
  addDocumentComment,
  listDocumentComments,
  setCommentThreadStatus,
  type TComment,
  type TCommentThread,
} from './service/comments.js';
import { COMMENT_STATUSES } from './tables.js';

/**
 * Comment threads on a document's wording: list, start or reply, resolve or reject. Answers
 * the thread type, which the feed beside the document lists too.
 */
export function registerCommentsGraphql(builder: TBuilder) {
  const Status = builder.enumType('CommentStatus', { values: COMMENT_STATUSES });
  const Comment = builder.objectRef<TComment>('DocumentComment').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      body: t.exposeString('body', { nullable: false }),
      authorName: t.exposeString('authorName', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });
  const Thread = builder.objectRef<TCommentThread>('CommentThread').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      status: t.field({ type: Status, nullable: false, resolve: (th) => th.status }),
      quote: t.exposeString('quote', { nullable: true }),
      anchorFrom: t.exposeInt('anchorFrom', { nullable: true }),
      anchorTo: t.exposeInt('anchorTo', { nullable: true }),
      comments: t.field({ type: [Comment], nullable: false, resolve: (th) => th.comments }),
    }),
  });
  const Anchor = builder.inputType('CommentAnchorInput', {
    fields: (t) => ({
      from: t.int({ required: true }),
      to: t.int({ required: true }),
      quote: t.string({ required: true }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      documentComments: t.field({
        type: [Thread],
        nullable: false,
        args: { documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          listDocumentComments(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZDocumentRef, args),
          }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      addDocumentComment: t.field({
        type: Thread,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          body: t.arg.string({ required: true }),
          threadId: t.arg.id({ required: false }),
          anchor: t.arg({ type: Anchor, required: false }),
        },
        resolve: (_r, args, ctx) =>
          addDocumentComment(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZAddDocumentComment, args),
          }),
      }),
      setCommentThreadStatus: t.field({
        type: Thread,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          threadId: t.arg.id({ required: true }),
          status: t.arg({ type: Status, required: true }),
        },
        resolve: (_r, args, ctx) =>
          setCommentThreadStatus(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZSetCommentThreadStatus, args),
          }),
      }),
    };
  });
  return Thread;
}
