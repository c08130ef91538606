import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertAdmin } from '../auth/admin.js';
import type { TDeps } from '../deps.js';
import { parseInput, requireViewer } from '../http/parse.js';

const ZJobsQuery = z.object({
  state: z
    .enum(['queued', 'running', 'done', 'failed'], 'state must be queued, running, done or failed')
    .optional(),
  name: z.string().trim().max(100, 'name must be 100 characters or fewer').optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(500, 'limit must be 500 or fewer')
    .optional(),
});

/**
 * GET /api/admin/jobs: the declared jobs and the latest runs, failures with their error, so
 * staff can see what the background work did. Admins only.
 */
export function registerJobRoutes(app: FastifyInstance, deps: TDeps) {
  app.get('/api/admin/jobs', async (req, reply) => {
    assertAdmin(requireViewer(req));
    const query = parseInput(ZJobsQuery, req.query);
    const jobs = await deps.jobs.list(query);
    reply.header('cache-control', 'private, no-store');
    return {
      definitions: deps.jobs.definitions().map((def) => ({
        name: def.name,
        schedule: def.schedule ?? null,
        retry: def.retry ?? null,
      })),
      jobs,
    };
  });
}
