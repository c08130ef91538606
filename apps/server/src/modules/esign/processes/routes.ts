import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { parseInput, requireViewer } from '../../../platform/http/parse.js';
import { sendPrivateFile } from '../../../platform/http/send-file.js';
import { registerFieldRoutes } from '../fields/routes.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { processForSender } from './manage.js';
import { pdfKey } from './records.js';
import { recipientOfLink } from './signer-link.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZToken = z.object({ token: z.string().min(1).max(100) });

function sendPdf(
  reply: FastifyReply,
  bytes: Uint8Array,
  title: string,
  disposition: 'attachment' | 'inline',
) {
  const file = { bytes, fileName: safeName(title), contentType: 'application/pdf' };
  return sendPrivateFile(reply, file, disposition);
}

// A header carries only plain characters: the title as the customer wrote it may not.
const safeName = (title: string) =>
  title
    .replace(/[^A-Za-z0-9 ()_-]+/g, '')
    .trim()
    .replace(/\s+/g, '-') || 'document';

/** The PDFs of a signing: the one to sign for the link's holder, the sealed one for the sender. */
export function registerEsignRoutes(app: FastifyInstance, deps: TDeps) {
  registerFieldRoutes(app, deps);
  // The signer's link is the permission: no account, only the token from the e-mail.
  app.get('/esign/:id/document', async (req, reply) => {
    const { id } = parseInput(ZId, req.params);
    const { token } = parseInput(ZToken, req.query);
    const { process } = await recipientOfLink(deps.database.db, {
      processId: id,
      token,
      now: deps.clock.now(),
    });
    const bytes = await deps.files.read(pdfKey(process.id, 'original'));
    if (!bytes) throw new AppError('NOT_FOUND', ESIGN_MESSAGES.linkInvalid);
    return sendPdf(reply, bytes, process.title, 'inline');
  });

  app.get('/esign/:id/signed.pdf', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(ZId, req.params);
    const process = await processForSender(deps, viewer, id);
    const bytes = process.completedAt
      ? await deps.files.read(pdfKey(process.id, 'sealed'))
      : undefined;
    if (!bytes) throw new AppError('CONFLICT', ESIGN_MESSAGES.signedPdfMissing);
    return sendPdf(reply, bytes, `${process.title} (signed)`, 'attachment');
  });
}
