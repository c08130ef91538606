import { ZCreateFolder, ZFolderId, ZRenameFolder } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
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
      id: t.exposeString('id', { nullable: false }),
      name: t.exposeString('name', { nullable: false }),
      // Null for a folder at the top of My documents.
      parentId: t.exposeString('parentId', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: false }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      getMyFolders: t.field({
        type: [DocumentFolder],
        nullable: false,
        resolve: (_r, _a, ctx) => listMyFolders(ctx.deps, { viewer: ctx.viewer }),
      }),
      getMyFolder: t.field({
        type: DocumentFolder,
        nullable: false,
        args: { folderId: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => {
          return getMyFolder(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZFolderId, args) });
        },
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      createDocumentFolder: t.field({
        type: DocumentFolder,
        nullable: false,
        args: { name: t.arg.string({ required: true }), parentId: t.arg.string() },
        resolve: (_r, args, ctx) => {
          return createFolder(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZCreateFolder, args) });
        },
      }),
      renameDocumentFolder: t.field({
        type: DocumentFolder,
        nullable: false,
        args: {
          folderId: t.arg.string({ required: true }),
          name: t.arg.string({ required: true }),
        },
        resolve: (_r, args, ctx) => {
          return renameFolder(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZRenameFolder, args) });
        },
      }),
      deleteDocumentFolder: t.field({
        type: DocumentFolder,
        nullable: false,
        args: { folderId: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => {
          return deleteFolder(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZFolderId, args) });
        },
      }),
    };
  });
}
