import { fieldErrors } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TViewer } from '../auth/viewer.js';
import { AppError, unauthenticated } from '../errors.js';

/** Validates input at the edge; a bad field is named and nothing is changed. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.entries(fields)[0];
  const message = first
    ? first[0] === '_'
      ? first[1]
      : `${first[0]}: ${first[1]}`
    : 'Invalid input';
  throw new AppError('BAD_INPUT', message, { fields });
}

export function requireViewer(req: FastifyRequest): TViewer {
  if (!req.viewer) throw unauthenticated();
  return req.viewer;
}
