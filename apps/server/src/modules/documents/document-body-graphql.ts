import { ZDocumentId } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import { accessibleDocument } from './service/access.js';
import { snapshotOf } from './service/owned-document.js';

/**
 * getDocumentBody: the pinned template's metadata and body, so the browser can lay the
 * document out with the same renderer the PDF uses (a live preview while answering, the
 * finished document on its page). Anyone who may read the document may read its wording.
 */
export function registerDocumentBodyGraphql(builder: TBuilder) {
  builder.queryField('getDocumentBody', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: 'JSON',
      nullable: false,
      args: { documentId: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const viewer = requireViewer(ctx);
        const { documentId } = parseInput(ZDocumentId, args);
        const { doc } = await accessibleDocument(ctx.deps.database.db, viewer, documentId, 'read');
        const { metadata, body } = snapshotOf(doc);
        return { metadata, body };
      },
    }),
  );
}
