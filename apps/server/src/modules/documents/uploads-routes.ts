import { ZMyDocumentUpload } from '@app/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TDeps } from '../../platform/deps.js';
import { attachmentDisposition } from '../../platform/files/content-disposition.js';
import { parseInput } from '../../platform/http/parse.js';
import { createMyDocumentUpload, readSignedUpload, receiveUpload } from './service/uploads.js';
import { noUploadSession } from './service/uploads-errors.js';

type TFileReply = { bytes: Buffer; fileName: string; storedName: string; contentType: string };

export function sendFile(reply: FastifyReply, file: TFileReply) {
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      attachmentDisposition({
        name: file.fileName,
        asciiFallback: file.storedName,
        contentType: file.contentType,
      }),
    )
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** SPEC §7 POST /upload/my-document-upload, and the signed PUT/GET URLs it hands out. */
export function registerUploadRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/upload/my-document-upload', async (req) => {
    // Who is asking comes first, so a caller without a session learns nothing else.
    if (!req.viewer) throw noUploadSession();
    const input = parseInput(ZMyDocumentUpload, req.body);
    return createMyDocumentUpload(deps, { viewer: req.viewer, input });
  });

  // The signed URL itself is the permission: no bearer token, like a presigned store URL.
  app.get('/files/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = await readSignedUpload(deps, { key, query: req.query as Record<string, unknown> });
    return sendFile(reply, file);
  });

  app.register(async (scope) => {
    // The body is the file's raw bytes in whatever type it claims; the service reads the
    // stream itself, with a cap, instead of letting a parser buffer it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.put('/files/*', async (req) => {
      const key = (req.params as { '*': string })['*'];
      const length = Number(req.headers['content-length']);
      return receiveUpload(deps, {
        key,
        query: req.query as Record<string, unknown>,
        body: req.raw,
        declaredLength: Number.isFinite(length) ? length : undefined,
      });
    });
  });
}
