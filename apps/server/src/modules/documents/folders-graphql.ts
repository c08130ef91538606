import { ZCreateFolder, ZFolderId, ZRenameFolder } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  createFolder,
  deleteFolder,
  getMyFolder,
  listMyFolders,
  renameFolder,
  type TDocumentFolder,
} from './service/folders.js';

/** Folders of My documents: list, create, rename, delete (documents go back to the top). */
export function registerFoldersGraphql(builder: TBuilder) {
  const DocumentFolder = builder.objectRef<TDocumentFolder>('DocumentFolder').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.exposeString('name'),
      parentId: t.exposeString('parentId', { nullable: true }),
      createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
      updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
    }),
  });

  builder.queryFields((t) => ({
    getMyFolders: t.field({
      type: [DocumentFolder],
      resolve: (_r, _a, ctx) => listMyFolders(ctx.deps, { viewer: requireViewer(ctx) }),
    }),
    getMyFolder: t.field({
      type: DocumentFolder,
      args: { folderId: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => {
        const viewer = requireViewer(ctx);
        return getMyFolder(ctx.deps, { viewer, ...parseInput(ZFolderId, args) });
      },
    }),
  }));

  builder.mutationFields((t) => ({
    createDocumentFolder: t.field({
      type: DocumentFolder,
      args: { name: t.arg.string({ required: true }), parentId: t.arg.string() },
      resolve: (_r, args, ctx) => {
        const viewer = requireViewer(ctx);
        return createFolder(ctx.deps, { viewer, ...parseInput(ZCreateFolder, args) });
      },
    }),
    renameDocumentFolder: t.field({
      type: DocumentFolder,
      args: {
        folderId: t.arg.string({ required: true }),
        name: t.arg.string({ required: true }),
      },
      resolve: (_r, args, ctx) => {
        const viewer = requireViewer(ctx);
        return renameFolder(ctx.deps, { viewer, ...parseInput(ZRenameFolder, args) });
      },
    }),
    deleteDocumentFolder: t.field({
      type: DocumentFolder,
      args: { folderId: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => {
        const viewer = requireViewer(ctx);
        return deleteFolder(ctx.deps, { viewer, ...parseInput(ZFolderId, args) });
      },
    }),
  }));
}
