import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../outage.js';

export function registerHealth(app: FastifyInstance, deps: TDeps) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Not ready while the database is away (a restart, say): a load balancer sends requests
  // elsewhere meanwhile, and the process itself stays up and reconnects on its own.
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: deps.database.kind });
    }
  });
}
