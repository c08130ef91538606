import { MESSAGES } from '@app/domain';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { TDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { inputRefusal } from '../http/input-problems.js';
import { outageError } from '../outage.js';
import { appErrorToGraphql, useInputCheck } from './input-check.js';

// Limits sized for the product's deepest real query with room to spare.
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000 };

export function registerGraphql(app: FastifyInstance, deps: TDeps, schema: GraphQLSchema) {
  const production = deps.config.NODE_ENV === 'production';
  // Errors maskError has seen, so Yoga's own log line for them is not written twice.
  const handled = new WeakSet<object>();
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Yoga would answer every Origin; the app-wide CORS hook (CORS_ORIGINS) decides instead.
    cors: false,
    logging: {
      debug: (...args) => app.log.debug(logFields(args), 'graphql'),
      info: (...args) => app.log.info(logFields(args), 'graphql'),
      warn: (...args) => app.log.warn(logFields(args), 'graphql'),
      // Yoga also logs every error it masks; maskError below has already logged those that
      // need it (refusals are not failures), so only the rest are written here.
      error: (...args) => {
        if (!handled.has(args[0] as object)) app.log.error(logFields(args), 'graphql');
      },
    },
    context: ({ req }) => ({ deps, viewer: req.viewer, ip: req.ip }),
    maskedErrors: {
      maskError(error, message) {
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
        app.log.error({ err: original }, 'graphql resolver failed');
        return new GraphQLError(production ? MESSAGES.unexpected : message, {
          extensions: { code: 'INTERNAL' },
        });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: production },
      }),
      useInputCheck(),
      ...(production ? [useDisableIntrospection()] : []),
    ],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // Variables and literals are checked by useInputCheck, which names them as the query
    // does; refusals before GraphQL runs (an unreadable body) still answer as GraphQL errors.
    config: { inputGuard: false, errorShape: 'graphql' },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Event streams (subscriptions) stay streams; ordinary answers are sent whole, which
      // is much cheaper than piping a one-chunk web stream through Fastify.
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream') || type.includes('multipart/mixed')) {
        return reply.send(response.body);
      }
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}

/** Yoga logs loose arguments; an error among them goes under `err`, where it is redacted. */
function logFields(args: unknown[]): Record<string, unknown> {
  const [first, ...rest] = args;
  if (first instanceof Error) return { err: first, ...(rest.length ? { args: rest } : {}) };
  return { args };
}

/** The variable named by graphql-js's coercion message: Variable "$name" got invalid value... */
function coercedVariable(message: string): string | undefined {
  return /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(message)?.[1];
}

function isGraphqlError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}
