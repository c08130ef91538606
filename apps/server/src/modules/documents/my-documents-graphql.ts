import {
  DOCUMENT_STATUSES,
  ZDocumentFilterKey,
  ZDocumentId,
  ZRenameDocument,
  ZSaveAnswers,
  ZStartDocument,
} from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { oneOf, wireEnums } from '../../platform/graphql/enums.js';
import { parseInput } from '../../platform/http/parse.js';
import { findUserById } from '../account/index.js';
import { accessibleDocument, rolesOn } from './service/access.js';
import { completeDocument, saveAnswers, startDocument } from './service/editing.js';
import {
  deleteDocument,
  duplicateDocument,
  listMyDocuments,
  renameDocument,
  restoreDocument,
} from './service/managing.js';
import { snapshotOf, type TUserDocument } from './service/owned-document.js';
import { registerUploadFields } from './uploads-graphql.js';

type TProblem = { path: string; label: string; message: string };

export function registerMyDocumentsGraphql(builder: TBuilder) {
  const { DocumentStatus, CollaborationRole, DocumentCategory, DocumentFilterKey } =
    wireEnums(builder);
  const UserDocument = builder.objectRef<TUserDocument>('UserDocument').implement({
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      // Null for uploaded files, which have no template.
      templateId: t.exposeString('templateId', { nullable: true }),
      // Null for uploaded files too: a category is the template's.
      documentType: t.field({
        type: DocumentCategory,
        nullable: true,
        resolve: (d) => (d.templateSnapshot ? snapshotOf(d).metadata.category : null),
      }),
      status: t.field({
        type: DocumentStatus,
        nullable: false,
        resolve: (d) => oneOf(DOCUMENT_STATUSES, d.status),
      }),
      progress: t.exposeFloat('progress', { nullable: false }),
      answers: t.expose('answers', { type: 'JSON', nullable: false }),
      /** The pinned template version's questionnaire, for the answering screens; uploads have none. */
      questionnaire: t.field({
        type: 'JSON',
        nullable: true,
        resolve: (d) => (d.templateSnapshot ? snapshotOf(d).questionnaire : null),
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: false }),
      // Null until the customer completes it.
      completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
      /** OWNER, or the role the document was shared with the viewer as. */
      myRole: t.withAuth({ signedIn: true }).field({
        type: CollaborationRole,
        nullable: false,
        resolve: async (d, _a, ctx) =>
          (await rolesOn(ctx.deps.database.db, ctx.viewer, [d])).get(d.id) ?? 'VIEWER',
      }),
      /** Who shared it, for documents the viewer does not own. */
      sharedBy: t.withAuth({ signedIn: true }).string({
        nullable: true,
        resolve: async (d, _a, ctx) => {
          if (d.ownerId === ctx.viewer.user.id) return null;
          const owner = await findUserById(ctx.deps.database.db, d.ownerId);
          return owner ? `${owner.firstName} ${owner.lastName}`.trim() : null;
        },
      }),
    }),
  });
  registerUploadFields(builder, UserDocument);
  const Problem = builder.objectRef<TProblem>('AnswerProblem').implement({
    fields: (t) => ({
      path: t.exposeString('path', { nullable: false }),
      label: t.exposeString('label', { nullable: false }),
      message: t.exposeString('message', { nullable: false }),
    }),
  });
  const SaveResult = builder
    .objectRef<{ document: TUserDocument; missing: TProblem[]; invalid: TProblem[] }>(
      'SaveAnswersResult',
    )
    .implement({
      fields: (t) => ({
        document: t.field({ type: UserDocument, nullable: false, resolve: (r) => r.document }),
        missing: t.field({ type: [Problem], nullable: false, resolve: (r) => r.missing }),
        invalid: t.field({ type: [Problem], nullable: false, resolve: (r) => r.invalid }),
      }),
    });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      getMyDocuments: t.field({
        type: [UserDocument],
        nullable: false,
        args: {
          status: t.arg({ type: DocumentStatus }),
          filter: t.arg({ type: DocumentFilterKey }),
        },
        resolve: (_r, args, ctx) => {
          const { status, filter } = parseInput(
            z.object({
              status: z.enum(DOCUMENT_STATUSES).nullish(),
              filter: ZDocumentFilterKey.nullish(),
            }),
            args,
          );
          return listMyDocuments(ctx.deps, {
            viewer: ctx.viewer,
            status: status ?? undefined,
            filter: filter ?? undefined,
          });
        },
      }),
      getMyDocument: t.field({
        type: UserDocument,
        nullable: false,
        args: { documentId: t.arg.string({ required: true }) },
        resolve: async (_r, args, ctx) => {
          const { documentId } = parseInput(ZDocumentId, args);
          const found = await accessibleDocument(
            ctx.deps.database.db,
            ctx.viewer,
            documentId,
            'read',
          );
          return found.doc;
        },
      }),
    };
  });

  // Mutations that take a document id and answer with the document.
  const documentMutation = (name: string, run: typeof deleteDocument) =>
    builder.mutationField(name, (t) =>
      t.withAuth({ signedIn: true }).field({
        type: UserDocument,
        nullable: false,
        args: { documentId: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => {
          const { documentId } = parseInput(ZDocumentId, args);
          return run(ctx.deps, { viewer: ctx.viewer, documentId });
        },
      }),
    );
  documentMutation('duplicateDocument', duplicateDocument);
  documentMutation('deleteDocument', deleteDocument);
  documentMutation('restoreDocument', restoreDocument);

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      startDocument: t.field({
        type: UserDocument,
        nullable: false,
        args: { templateId: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => {
          const { templateId } = parseInput(ZStartDocument, args);
          return startDocument(ctx.deps, { viewer: ctx.viewer, templateId });
        },
      }),
      saveDocumentAnswers: t.field({
        type: SaveResult,
        nullable: false,
        args: {
          documentId: t.arg.string({ required: true }),
          answers: t.arg({ type: 'JSON', required: true }),
        },
        resolve: (_r, args, ctx) => {
          return saveAnswers(ctx.deps, {
            viewer: ctx.viewer,
            input: parseInput(ZSaveAnswers, args),
          });
        },
      }),
      completeDocument: t.field({
        type: UserDocument,
        nullable: false,
        args: { documentId: t.arg.string({ required: true }) },
        resolve: async (_r, args, ctx) => {
          const { documentId } = parseInput(ZDocumentId, args);
          return (await completeDocument(ctx.deps, { viewer: ctx.viewer, documentId })).document;
        },
      }),
      renameDocument: t.field({
        type: UserDocument,
        nullable: false,
        args: {
          documentId: t.arg.string({ required: true }),
          title: t.arg.string({ required: true }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZRenameDocument, args);
          return renameDocument(ctx.deps, { viewer: ctx.viewer, ...input });
        },
      }),
    };
  });
}
