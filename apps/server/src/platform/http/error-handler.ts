import { ERROR_CODES, MESSAGES } from '@app/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { outageError } from '../outage.js';
import { inputRefusal } from './input-problems.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'graphql' answers refusals as GraphQL errors ({ errors: [...] }) rather than { error }. */
    errorShape?: 'graphql';
  }
}

type TAnswer = { code: string; message: string; fields?: Record<string, string> };

/** What part of the request Fastify's own 4xx refusals are about, so the answer names it. */
function fastifyRefusal(e: { code?: string; message?: string }): TAnswer {
  const message = e.message || MESSAGES.badInput;
  if (e.code === 'FST_ERR_BAD_URL') {
    return { code: 'BAD_INPUT', message: `path: ${message}`, fields: { path: message } };
  }
  if (e.code?.startsWith('FST_ERR_CTP_')) {
    return { code: 'BAD_INPUT', message: `body: ${message}`, fields: { body: message } };
  }
  return { code: 'BAD_INPUT', message };
}

function send(req: FastifyRequest, reply: FastifyReply, status: number, answer: TAnswer) {
  if (req.routeOptions.config?.errorShape === 'graphql') {
    const { message, ...extensions } = answer;
    return reply.status(status).send({ errors: [{ message, extensions }] });
  }
  return reply.status(status).send({ error: answer });
}

/**
 * Fastify's refusals before any route is chosen: a path that does not decode (a lone
 * surrogate or broken %-escape) or a path segment past the router's length limit.
 */
export function answerFrameworkError(
  error: { code?: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'has a part longer than this address allows'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'is not a valid address (it does not decode as UTF-8)'
        : undefined;
  if (!problem) {
    req.log.error({ err: error }, 'unexpected routing error');
    return reply
      .status(ERROR_CODES.INTERNAL.status)
      .send({ error: { code: 'INTERNAL', message: MESSAGES.unexpected } });
  }
  const refusal = inputRefusal({ path: problem });
  return reply.status(refusal.status).send({ error: refusal.toJSON() });
}

/** One map from errors to answers; no stack trace reaches a client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown, req, reply) => {
    // The database or Redis away for a moment (a restart): UNAVAILABLE, worth a retry.
    const error = outageError(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      req.log.info({ code: error.code, msg: error.message }, 'request refused');
      return send(req, reply, error.status, error.toJSON());
    }
    const e = error as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own refusals (unreadable URL, body too large, unknown type): safe to describe.
      return send(req, reply, e.statusCode, fastifyRefusal(e));
    }
    req.log.error({ err: error }, 'unexpected error');
    return send(req, reply, ERROR_CODES.INTERNAL.status, {
      code: 'INTERNAL',
      message: MESSAGES.unexpected,
    });
  });
}
