import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { parseInput, requireViewer } from '../../../platform/http/parse.js';
import { documentForSigning } from '../../documents/index.js';
import { RECIPIENT_MESSAGES } from '../recipient-messages.js';
import { pdfForSigning } from '../uploads/docx-to-pdf.js';

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
    // An uploaded Word file is previewed as the PDF it will be converted to.
    const pdf = await pdfForSigning(deps.docxToPdf, await doc.file());
    if (!pdf) throw new AppError('CONFLICT', RECIPIENT_MESSAGES.notConvertible);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
