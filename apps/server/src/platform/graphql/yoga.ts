import { MESSAGES } from '@app/domain';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { TDeps } from '../deps.js';
import { AppError } from '../errors.js';

// Limits sized for the product's deepest real query with room to spare.
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000 };

export function registerGraphql(app: FastifyInstance, deps: TDeps, schema: GraphQLSchema) {
  const production = deps.config.NODE_ENV === 'production';
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: ({ req }) => ({ deps, viewer: req.viewer, ip: req.ip }),
    maskedErrors: {
      maskError(error, message) {
        // Checked by name: validation plugins may throw GraphQLError from graphql's CommonJS copy.
        const gqlError = isGraphqlError(error) ? error : undefined;
        const original = gqlError ? gqlError.originalError : error;
        if (original instanceof AppError) {
          return new GraphQLError(original.userMessage, {
            extensions: {
              code: original.code,
              ...(original.fields ? { fields: original.fields } : {}),
            },
          });
        }
        if (gqlError && !gqlError.originalError) return gqlError;
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
      ...(production ? [useDisableIntrospection()] : []),
    ],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
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

function isGraphqlError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}
