import { MESSAGES } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { AppError } from '../errors.js';
import { inputRefusal } from '../http/input-problems.js';
import { outageError } from '../outage.js';
import { appErrorToGraphql } from './input-check.js';

export type TMaskError = (error: unknown, message: string) => GraphQLError;

/**
 * What a client is told of an error: refusals and outages as their catalogue message and
 * code, GraphQL's own errors as they are, anything else logged and answered INTERNAL (with
 * the detail only outside production). Yoga and the fast path share it, so both answer alike.
 */
export function createMaskError(opts: { production: boolean; log: FastifyBaseLogger }) {
  // Errors maskError has seen, so Yoga's own log line for them is not written twice.
  const handled = new WeakSet<object>();
  const maskError: TMaskError = (error, message) => {
    if (typeof error === 'object' && error) handled.add(error);
    // Checked by name: validation plugins may throw GraphQLError from graphql's CommonJS copy.
    const gqlError = isGraphqlError(error) ? error : undefined;
    const original = gqlError ? gqlError.originalError : error;
    // The database or Redis away for a moment (a restart): UNAVAILABLE, worth a retry.
    const outage = outageError(original);
    if (outage) return appErrorToGraphql(outage);
    if (original instanceof AppError) return appErrorToGraphql(original);
    if (gqlError && !gqlError.originalError) return gqlError;
    // A variable GraphQL could not coerce that the input check let through: still the
    // client's input, never a failure of ours.
    const variable = gqlError && !gqlError.path && coercedVariable(gqlError.message);
    if (variable) return appErrorToGraphql(inputRefusal({ [variable]: 'is not valid' }));
    opts.log.error({ err: original }, 'graphql resolver failed');
    return new GraphQLError(opts.production ? MESSAGES.unexpected : message, {
      extensions: { code: 'INTERNAL' },
    });
  };
  return { maskError, handled };
}

/** The variable named by graphql-js's coercion message: Variable "$name" got invalid value... */
function coercedVariable(message: string): string | undefined {
  return /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(message)?.[1];
}

function isGraphqlError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}
