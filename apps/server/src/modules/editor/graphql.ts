import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import { ZDocumentRef, ZRestoreDocumentVersion, ZSaveDocumentVersion } from './inputs.js';
import type { TVersion } from './service/editable-document.js';
import {
  finaliseDocumentVersion,
  getEditorDocument,
  listDocumentVersions,
  restoreDocumentVersion,
  saveDocumentVersion,
  type TVersionSummary,
} from './service/versions.js';
import { VERSION_STATUSES } from './tables.js';

type TEditorDocument = Awaited<ReturnType<typeof getEditorDocument>>;

/** The editor's schema: open a document, save, list and restore versions, mark one final. */
export function registerEditorGraphql(builder: TBuilder) {
  const Status = builder.enumType('DocumentVersionStatus', { values: VERSION_STATUSES });
  const Role = builder.enumType('EditorRole', {
    values: ['OWNER', 'EDITOR', 'SUGGESTER', 'VIEWER'] as const,
  });
  const Version = builder.objectRef<TVersion | TVersionSummary>('DocumentVersion').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      number: t.exposeInt('number', { nullable: false }),
      status: t.field({ type: Status, nullable: false, resolve: (v) => v.status }),
      name: t.exposeString('name', { nullable: true }),
      authorName: t.string({
        nullable: true,
        resolve: (v) => ('authorName' in v ? v.authorName : null),
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: false }),
    }),
  });
  const EditorDocument = builder.objectRef<TEditorDocument>('EditorDocument').implement({
    fields: (t) => ({
      documentId: t.exposeID('documentId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      status: t.exposeString('status', { nullable: false }),
      role: t.field({ type: Role, nullable: false, resolve: (d) => d.role }),
      canEdit: t.exposeBoolean('canEdit', { nullable: false }),
      /** ProseMirror JSON: a doc node. */
      content: t.field({ type: 'JSON', nullable: false, resolve: (d) => d.content }),
      version: t.field({ type: Version, nullable: true, resolve: (d) => d.version }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      editorDocument: t.field({
        type: EditorDocument,
        nullable: false,
        args: { documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          getEditorDocument(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZDocumentRef, args),
          }),
      }),
      documentVersions: t.field({
        type: [Version],
        nullable: false,
        args: { documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          listDocumentVersions(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZDocumentRef, args),
          }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      saveDocumentVersion: t.field({
        type: Version,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          content: t.arg({ type: 'JSON', required: true }),
          name: t.arg.string({ required: false }),
        },
        resolve: (_r, args, ctx) =>
          saveDocumentVersion(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZSaveDocumentVersion, args),
          }),
      }),
      restoreDocumentVersion: t.field({
        type: Version,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          versionId: t.arg.id({ required: true }),
        },
        resolve: (_r, args, ctx) =>
          restoreDocumentVersion(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZRestoreDocumentVersion, args),
          }),
      }),
      finaliseDocumentVersion: t.field({
        type: Version,
        nullable: false,
        args: { documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          finaliseDocumentVersion(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZDocumentRef, args),
          }),
      }),
    };
  });
}
