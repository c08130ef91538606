import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { parseInput, requireViewer } from '../../../platform/http/parse.js';
import { documentForSigning } from '../../documents/index.js';
import { ESIGN_MESSAGES } from '../messages.js';

const ZDocument = z.object({ documentId: z.string().min(1).max(64) });

/**
 * The sender's own document as the PDF that will be signed, to place fields on its pages.
 * Another customer's document answers as an unknown one.
 */
export function registerFieldRoutes(app: FastifyInstance, deps: TDeps) {
  app.get('/esign/preview/:documentId', async (req, reply) => {
    const viewer = requireViewer(req);
    const { documentId } = parseInput(ZDocument, req.params);
    const doc = await documentForSigning(deps, { viewer, documentId });
    const file = await doc.file();
    if (file.contentType !== 'application/pdf')
      throw new AppError('CONFLICT', ESIGN_MESSAGES.notPdf);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });
}
