import { ZMoveDocument } from '@app/domain';
import { inArray } from 'drizzle-orm';
import type { TBuilder, TGraphqlContext, TObjectRef } from '../../platform/graphql/builder.js';
import { wireEnums } from '../../platform/graphql/enums.js';
import { parseInput } from '../../platform/http/parse.js';
import { moveDocumentToFolder } from './service/folders.js';
import type { TUserDocument } from './service/owned-document.js';
import type { TUploadedFile } from './service/uploads.js';
import { uploadedFiles } from './tables-files.js';

/**
 * Loads the uploaded files a list of documents shows in one query per request, however
 * many rows ask: every id asked for in the same tick goes into one select.
 */
const loaders = new WeakMap<TGraphqlContext, (id: string) => Promise<TUploadedFile | undefined>>();
function uploadLoader(ctx: TGraphqlContext) {
  let loader = loaders.get(ctx);
  if (loader) return loader;
  const cache = new Map<string, Promise<TUploadedFile | undefined>>();
  let pending: { id: string; resolve: (f: TUploadedFile | undefined) => void }[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const rows = await ctx.deps.database.db
        .select()
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.id, [...new Set(batch.map((b) => b.id))]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const b of batch) b.resolve(byId.get(b.id));
    } catch {
      for (const b of batch) b.resolve(undefined);
    }
  };
  loader = (id) => {
    const hit = cache.get(id);
    if (hit) return hit;
    const promise = new Promise<TUploadedFile | undefined>((resolve) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ id, resolve });
    });
    cache.set(id, promise);
    return promise;
  };
  loaders.set(ctx, loader);
  return loader;
}

/** The file fields of My documents entries, and moving an entry between folders. */
export function registerUploadFields(builder: TBuilder, UserDocument: TObjectRef<TUserDocument>) {
  const { DocumentKind, UploadFileType } = wireEnums(builder);
  const UploadedFile = builder.objectRef<TUploadedFile>('UploadedFile').implement({
    description: 'The file behind an uploaded My documents entry.',
    fields: (t) => ({
      fileType: t.expose('fileType', { type: UploadFileType, nullable: false }),
      originalName: t.exposeString('originalName', { nullable: false }),
      uploadedFileName: t.exposeString('storedName', { nullable: false }),
      size: t.exposeInt('size', { nullable: false }),
      /** A PDF that needs its password before it can be opened (see /unlock-pdf-password). */
      locked: t.exposeBoolean('locked', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });

  builder.objectFields(UserDocument, (t) => ({
    /** 'template' (answered from the library) or 'upload'. */
    kind: t.expose('kind', { type: DocumentKind, nullable: false }),
    /** The owner's folder; documents shared with the viewer sit at their top level. */
    folderId: t.withAuth({ signedIn: true }).string({
      nullable: true,
      resolve: (d, _a, ctx) => (d.ownerId === ctx.viewer.user.id ? d.folderId : null),
    }),
    // Null for documents answered from a template, which have no file behind them.
    upload: t.field({
      type: UploadedFile,
      nullable: true,
      resolve: (d, _a, ctx) => (d.fileId ? uploadLoader(ctx)(d.fileId) : null),
    }),
  }));

  builder.mutationField('moveDocumentToFolder', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: UserDocument,
      nullable: false,
      description: 'Moves one of your documents into one of your folders, or to the top (null).',
      args: { documentId: t.arg.string({ required: true }), folderId: t.arg.string() },
      resolve: (_r, args, ctx) => {
        const input = parseInput(ZMoveDocument, args);
        return moveDocumentToFolder(ctx.deps, { viewer: ctx.viewer, ...input });
      },
    }),
  );
}
