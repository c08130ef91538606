import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { sendPrivateFile } from '../../platform/http/send-file.js';
import { registerFolderRoutes } from './folders-routes.js';
import { registerReviewsRoutes } from './reviews-routes.js';
import { downloadDocument, downloadMetadata } from './service/download.js';
import { registerSharingRoutes } from './sharing-routes.js';
import { registerUnlockRoutes } from './unlock-routes.js';
import { registerUploadRoutes } from './uploads-routes.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZFormat = z.object({
  format: z.enum(['pdf', 'docx'], { error: "format must be 'pdf' or 'docx'" }).default('pdf'),
});

export function registerDocumentsRoutes(app: FastifyInstance, deps: TDeps) {
  registerReviewsRoutes(app, deps);
  registerSharingRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerFolderRoutes(app, deps);
  registerUnlockRoutes(app, deps);

  app.get('/asset-instance/download/metadata/:id', async (req) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(ZId, req.params);
    return downloadMetadata(deps, { viewer, documentId: id });
  });

  app.get('/asset-instance/download/:id', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(ZId, req.params);
    const { format } = parseInput(ZFormat, req.query);
    const file = await downloadDocument(deps, { viewer, documentId: id, format });
    return sendPrivateFile(reply, file);
  });
}
