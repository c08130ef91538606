import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { TDeps } from '../deps.js';
import { createAnswerCache } from './answer-cache.js';
import { createFastPath } from './fast-path.js';
import { useInputCheck } from './input-check.js';
import { createMaskError } from './mask-error.js';

// Limits sized for the product's deepest real query with room to spare.
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000 };

export function registerGraphql(app: FastifyInstance, deps: TDeps, schema: GraphQLSchema) {
  const production = deps.config.NODE_ENV === 'production';
  const { maskError, handled } = createMaskError({ production, log: app.log });
  const answers =
    deps.config.ANSWER_CACHE_SECONDS > 0
      ? createAnswerCache({
          schema,
          clock: deps.clock,
          freshness: deps.database.freshness,
          ttlMs: deps.config.ANSWER_CACHE_SECONDS * 1000,
        })
      : undefined;
  const fastPath = createFastPath({
    schema,
    deps,
    maskError,
    // Yoga's Fetch API, for the rare fast-path answer with errors that Yoga serialises.
    fetchAPI: () => yoga.fetchAPI,
    answers,
  });
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
      // Yoga also logs every error it masks; maskError has already logged those that
      // need it (refusals are not failures), so only the rest are written here.
      error: (...args) => {
        if (!handled.has(args[0] as object)) app.log.error(logFields(args), 'graphql');
      },
    },
    context: ({ req }) => ({ deps, viewer: req.viewer, ip: req.ip }),
    maskedErrors: { maskError },
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
      // Last, so it sees the verdict of every check above.
      fastPath.rememberValidated,
    ],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // Variables and literals are checked by useInputCheck, which names them as the query
    // does; refusals before GraphQL runs (an unreadable body) still answer as GraphQL errors.
    config: { inputGuard: false, errorShape: 'graphql' },
    handler: async (req, reply) => {
      const plan = fastPath.plan(req);
      if (plan) return fastPath.answer(plan, req, reply);
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
  return { fastPath };
}

/** Yoga logs loose arguments; an error among them goes under `err`, where it is redacted. */
function logFields(args: unknown[]): Record<string, unknown> {
  const [first, ...rest] = args;
  if (first instanceof Error) return { err: first, ...(rest.length ? { args: rest } : {}) };
  return { args };
}
