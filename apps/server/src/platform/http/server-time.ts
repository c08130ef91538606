import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';

/**
 * GET /api/server-time: the server's "now" for anyone, signed in or not. Sales and offers
 * follow the server's clock (which a test clock can move), never the visitor's device.
 */
export function registerServerTime(app: FastifyInstance, deps: TDeps) {
  app.get('/api/server-time', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { now: deps.clock.now().toISOString() };
  });
}
