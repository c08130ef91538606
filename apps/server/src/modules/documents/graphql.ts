import { DOCUMENT_CATEGORIES } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { wireEnums } from '../../platform/graphql/enums.js';
import { parseInput } from '../../platform/http/parse.js';
import type { TLibraryDocument } from './library-search.js';

const ZLibraryArgs = z.object({
  q: z.string().max(200, { error: 'q must be 200 characters or fewer' }).nullish(),
  category: z
    .enum(DOCUMENT_CATEGORIES, {
      error: `category must be one of ${DOCUMENT_CATEGORIES.join(', ')}`,
    })
    .nullish(),
  filter: z.enum(['popular'], { error: "filter must be 'popular'" }).nullish(),
  limit: z.number().int().min(1).max(100, { error: 'limit must be between 1 and 100' }).nullish(),
});

export function registerDocumentsGraphql(builder: TBuilder) {
  const { DocumentCategory } = wireEnums(builder);
  const Rights = builder.objectRef<{ canDownload: boolean }>('DocumentRights').implement({
    fields: (t) => ({ canDownload: t.exposeBoolean('canDownload', { nullable: false }) }),
  });

  // SPEC §3 Library document.
  const LibraryDocument = builder.objectRef<TLibraryDocument>('LibraryDocument').implement({
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      description: t.exposeString('description', { nullable: false }),
      documentType: t.expose('documentType', { type: DocumentCategory, nullable: false }),
      status: t.exposeString('status', { nullable: false }),
      popularity: t.exposeInt('popularity', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: false }),
      rights: t.field({
        type: Rights,
        nullable: false,
        resolve: (d) => ({ canDownload: d.canDownload }),
      }),
    }),
  });

  builder.queryField('getLibraryDocuments', (t) =>
    // The library is the shop window: browsing it needs no account.
    t.withAuth({ public: true }).field({
      type: [LibraryDocument],
      nullable: false,
      description: 'Search the document library (q), optionally by category or popular only.',
      args: {
        q: t.arg.string(),
        category: t.arg({ type: DocumentCategory }),
        filter: t.arg.string(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) => {
        const input = parseInput(ZLibraryArgs, args);
        return ctx.deps.library.search({
          q: input.q ?? undefined,
          category: input.category ?? undefined,
          filter: input.filter ?? undefined,
          limit: input.limit ?? undefined,
        });
      },
    }),
  );
}
