import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  addToTeamFolder,
  getTeamFolder,
  removeFromTeamFolder,
  type TTeamFolder,
  type TTeamFolderDocument,
} from './folder.js';

const documentId = z
  .string()
  .trim()
  .min(1, 'documentId is required')
  .max(64, 'documentId must be 64 characters or fewer');
const ZAdd = z.object({
  documentId,
  role: z.enum(['EDITOR', 'VIEWER'], { error: 'role must be EDITOR or VIEWER' }),
});
const ZRemove = z.object({ documentId });

/** The team folder in My documents: always the viewer's own team, read from its seats. */
export function registerTeamFolderGraphql(builder: TBuilder) {
  const Doc = builder.objectRef<TTeamFolderDocument>('TeamFolderDocument').implement({
    fields: (t) => ({
      documentId: t.exposeID('documentId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      ownerName: t.exposeString('ownerName', { nullable: false }),
      role: t.exposeString('role', { nullable: false }),
      addedAt: t.expose('addedAt', { type: 'DateTime', nullable: false }),
      canRemove: t.exposeBoolean('canRemove', { nullable: false }),
    }),
  });
  const Addable = builder
    .objectRef<TTeamFolder['addable'][number]>('TeamFolderCandidate')
    .implement({
      fields: (t) => ({
        documentId: t.exposeID('documentId', { nullable: false }),
        title: t.exposeString('title', { nullable: false }),
      }),
    });
  const Folder = builder.objectRef<TTeamFolder>('TeamFolder').implement({
    fields: (t) => ({
      available: t.exposeBoolean('available', { nullable: false }),
      isTeamOwner: t.exposeBoolean('isTeamOwner', { nullable: false }),
      documents: t.field({ type: [Doc], nullable: false, resolve: (f) => f.documents }),
      addable: t.field({ type: [Addable], nullable: false, resolve: (f) => f.addable }),
    }),
  });

  builder.queryField('teamFolder', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: Folder,
      nullable: false,
      resolve: (_r, _a, ctx) => getTeamFolder(ctx.deps, { viewer: ctx.viewer }),
    }),
  );
  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      addToTeamFolder: t.field({
        type: Folder,
        nullable: false,
        args: { documentId: t.arg.id({ required: true }), role: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          addToTeamFolder(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZAdd, args) }),
      }),
      removeFromTeamFolder: t.field({
        type: Folder,
        nullable: false,
        args: { documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          removeFromTeamFolder(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZRemove, args) }),
      }),
    };
  });
}
