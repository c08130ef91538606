import { fieldErrors } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TViewer } from '../auth/viewer.js';
import { unauthenticated } from '../errors.js';
import { inputRefusal } from './input-problems.js';

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validates input at the edge; a bad field is named and nothing is changed. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const { _: whole, ...fields } = fieldErrors(result.error);
  // Params, query strings and GraphQL arguments are always objects: a problem with the
  // input as a whole is a request body of the wrong kind.
  if (whole !== undefined) {
    return refuse({ body: isObject(input) ? whole : 'must be a JSON object', ...fields });
  }
  return refuse(fields);
}

function refuse(fields: Record<string, string>): never {
  throw inputRefusal(fields);
}

export function requireViewer(req: FastifyRequest): TViewer {
  if (!req.viewer) throw unauthenticated();
  return req.viewer;
}
