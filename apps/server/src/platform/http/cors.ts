import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
// Calls carry a bearer token, never cookies, so credentials are not allowed cross-origin.
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition';

/**
 * Cross-origin calls for GraphQL and REST alike: allowed only from the exact origins
 * configured (CORS_ORIGINS); every other origin gets no CORS headers, so browsers keep
 * its pages from reading our answers. With none configured the API is same-origin only.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (req, reply) => {
    // Answers differ by Origin, so shared caches must keep them apart.
    reply.header('vary', 'Origin');
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}
