import { ZRevokeShare, ZShareDocument } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { listDocumentShares, revokeDocumentShare, shareDocument } from './service/sharing.js';

const ZDocumentParam = z.object({
  documentId: z.string().min(1, { error: 'documentId is required' }).max(64),
});

/** SPEC §7 POST /v2/shareDocument, with the owner's list and revoke beside it. */
export function registerSharingRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/v2/shareDocument', async (req, reply) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZShareDocument, req.body);
    return reply.status(201).send(await shareDocument(deps, { viewer, input }));
  });

  app.get('/v2/shareDocument/:documentId', async (req) => {
    const viewer = requireViewer(req);
    const { documentId } = parseInput(ZDocumentParam, req.params);
    return { shares: await listDocumentShares(deps, { viewer, documentId }) };
  });

  app.delete('/v2/shareDocument/:documentId/:email', async (req, reply) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZRevokeShare, req.params);
    await revokeDocumentShare(deps, { viewer, input });
    return reply.status(204).send();
  });
}
