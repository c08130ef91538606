import { ZUnlockPdf } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { unlockPdf } from './service/unlock-pdf.js';

/**
 * SPEC §7 POST /unlock-pdf-password. Body (the spec leaves it open; see ZUnlockPdf):
 * { metadata: { fileId } | { uploadedFileName }, replaceInput: { password, replace? } }.
 */
export function registerUnlockRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/unlock-pdf-password', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZUnlockPdf, req.body);
    return unlockPdf(deps, { viewer, input });
  });
}
