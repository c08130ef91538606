import { ZAddUploadDocument } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { listAssetInstances } from './service/asset-instances.js';
import { addUploadDocument } from './service/uploads.js';

const ZFlakeIdParam = z.object({ flakeId: z.string().min(1).max(64) });

/** SPEC §7 POST /folder/add-upload-document and GET /user/{flakeId}/asset-instances. */
export function registerFolderRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/folder/add-upload-document', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZAddUploadDocument, req.body);
    return addUploadDocument(deps, { viewer, input });
  });

  app.get('/user/:flakeId/asset-instances', async (req) => {
    const viewer = requireViewer(req);
    const { flakeId } = parseInput(ZFlakeIdParam, req.params);
    return listAssetInstances(deps, { viewer, userId: flakeId });
  });
}
