import { MESSAGES } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** One map from errors to answers; no stack trace reaches a client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      req.log.info({ code: error.code, msg: error.message }, 'request refused');
      return reply.status(error.status).send({ error: error.toJSON() });
    }
    const e = error as { statusCode?: number; validation?: unknown; message?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, body too large): safe to describe.
      return reply
        .status(e.statusCode)
        .send({ error: { code: 'BAD_INPUT', message: e.message ?? 'Bad request' } });
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: MESSAGES.unexpected } });
  });
}
