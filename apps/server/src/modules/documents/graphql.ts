import { DOCUMENT_CATEGORIES } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
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
  const Rights = builder.objectRef<{ canDownload: boolean }>('DocumentRights').implement({
    fields: (t) => ({ canDownload: t.exposeBoolean('canDownload') }),
  });

  // SPEC §3 Library document.
  const LibraryDocument = builder.objectRef<TLibraryDocument>('LibraryDocument').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      title: t.exposeString('title'),
      description: t.exposeString('description'),
      documentType: t.exposeString('documentType'),
      status: t.exposeString('status'),
      popularity: t.exposeInt('popularity'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
      rights: t.field({ type: Rights, resolve: (d) => ({ canDownload: d.canDownload }) }),
    }),
  });

  builder.queryField('getLibraryDocuments', (t) =>
    // The library is the shop window: browsing it needs no account.
    t.withAuth({ public: true }).field({
      type: [LibraryDocument],
      description: 'Search the document library (q), optionally by category or popular only.',
      args: {
        q: t.arg.string(),
        category: t.arg.string(),
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
