import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';

export function registerHealth(app: FastifyInstance, deps: TDeps) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });
}
