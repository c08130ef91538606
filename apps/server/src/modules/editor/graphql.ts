import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  ZCompareDocumentVersions,
  ZDocumentRef,
  ZRestoreDocumentVersion,
  ZSaveDocumentVersion,
} from './inputs.js';
import { compareDocumentVersions, type TVersionComparison } from './service/compare.js';
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
  const SegmentKind = builder.enumType('VersionDiffSegmentKind', {
    values: ['SAME', 'INSERTED', 'DELETED'] as const,
  });
  const ParagraphKind = builder.enumType('VersionDiffParagraphKind', {
    values: ['SAME', 'CHANGED', 'INSERTED', 'DELETED'] as const,
  });
  type TParagraph = TVersionComparison['paragraphs'][number];
  const Segment = builder
    .objectRef<TParagraph['segments'][number]>('VersionDiffSegment')
    .implement({
      fields: (t) => ({
        kind: t.field({ type: SegmentKind, nullable: false, resolve: (s) => s.kind }),
        text: t.exposeString('text', { nullable: false }),
      }),
    });
  const Paragraph = builder.objectRef<TParagraph>('VersionDiffParagraph').implement({
    description: 'One clause or paragraph of two versions compared, its words marked.',
    fields: (t) => ({
      kind: t.field({ type: ParagraphKind, nullable: false, resolve: (p) => p.kind }),
      fromLabel: t.exposeString('fromLabel', { nullable: true }),
      toLabel: t.exposeString('toLabel', { nullable: true }),
      segments: t.field({ type: [Segment], nullable: false, resolve: (p) => p.segments }),
    }),
  });
  const Comparison = builder.objectRef<TVersionComparison>('DocumentVersionComparison').implement({
    fields: (t) => ({
      from: t.field({ type: Version, nullable: false, resolve: (c) => c.from }),
      to: t.field({ type: Version, nullable: false, resolve: (c) => c.to }),
      paragraphs: t.field({ type: [Paragraph], nullable: false, resolve: (c) => c.paragraphs }),
      insertedWords: t.exposeInt('insertedWords', { nullable: false }),
      deletedWords: t.exposeInt('deletedWords', { nullable: false }),
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
      compareDocumentVersions: t.field({
        type: Comparison,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          fromVersionId: t.arg.id({ required: true }),
          toVersionId: t.arg.id({ required: true }),
        },
        resolve: (_r, args, ctx) =>
          compareDocumentVersions(ctx.deps, {
            viewer: requireViewer(ctx),
            ...parseInput(ZCompareDocumentVersions, args),
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
