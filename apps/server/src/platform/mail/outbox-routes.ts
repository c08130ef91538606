import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertAdmin } from '../auth/admin.js';
import type { TDeps } from '../deps.js';
import { parseInput, requireViewer } from '../http/parse.js';
import { listOutbox } from './mailer.js';

const ZOutboxQuery = z.object({
  to: z.string().trim().max(254, 'to must be 254 characters or fewer').optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(200, 'limit must be 200 or fewer')
    .optional(),
});

/**
 * GET /api/admin/outbox: the mail the outbox kept instead of sending (no SMTP_URL). Reset
 * and confirmation links in it open accounts, so only a signed-in admin reads it, in every
 * mode; the web app shows it at /admin/outbox.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: TDeps) {
  app.get('/api/admin/outbox', async (req, reply) => {
    assertAdmin(requireViewer(req));
    const query = parseInput(ZOutboxQuery, req.query);
    const mails = await listOutbox(deps.database.db, { to: query.to, limit: query.limit });
    reply.header('cache-control', 'private, no-store');
    return {
      delivery: deps.mailer.kind,
      mails: mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}
