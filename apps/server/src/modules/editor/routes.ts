import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { sendPrivateFile } from '../../platform/http/send-file.js';
import { ZDownloadFormat } from './inputs.js';
import { createLiveHub } from './live/hub.js';
import { downloadEditedDocument } from './service/download.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** GET /documents/editor/{id}/download?format=pdf|docx: the edited document as a file. */
export function registerEditorRoutes(app: FastifyInstance, deps: TDeps) {
  // Live editing: WebSocket upgrades at /api/documents/editor/{id}/live (see live/protocol.ts).
  const hub = createLiveHub(deps, { redisUrl: deps.config.REDIS_URL });
  app.server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head) && app.server.listenerCount('upgrade') === 1)
      socket.destroy();
  });
  // Before the HTTP server closes: it waits for open connections, and these stay open.
  app.addHook('preClose', async () => hub.close());

  app.get('/documents/editor/:id/download', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(ZId, req.params);
    const { format } = parseInput(ZDownloadFormat, req.query);
    const file = await downloadEditedDocument(deps, { viewer, documentId: id, format });
    return sendPrivateFile(reply, file);
  });
}
