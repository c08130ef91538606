import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';
import { esignWebhookDeliveries, esignWebhooks } from '../recipient-tables.js';

export type TWebhook = typeof esignWebhooks.$inferSelect;
export type TDelivery = typeof esignWebhookDeliveries.$inferSelect;

const MAX_WEBHOOKS = 5;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Literal addresses inside private networks: an endpoint must be reachable on the internet. */
const PRIVATE = /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.|\[)/;

/**
 * The endpoint as given, when it is an https:// address on the internet. Plain http to this
 * machine is allowed in tests alone, where the receiver listens on 127.0.0.1.
 */
export function checkedEndpoint(deps: TDeps, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError('BAD_INPUT', M.webhookUrl, { fields: { url: M.webhookUrl } });
  }
  const localTest = deps.config.NODE_ENV === 'test' && LOCAL_HOSTS.has(url.hostname);
  const ok =
    raw.length <= 500 &&
    !url.username &&
    !url.password &&
    (localTest ||
      (url.protocol === 'https:' &&
        !LOCAL_HOSTS.has(url.hostname) &&
        !PRIVATE.test(url.hostname) &&
        url.hostname.includes('.')));
  if (!ok) throw new AppError('BAD_INPUT', M.webhookUrl, { fields: { url: M.webhookUrl } });
  return url.toString();
}

/** Registers an endpoint; its signing secret is answered here once and never again. */
export async function addWebhook(deps: TDeps, o: { viewer: TViewer; url: string }) {
  const url = checkedEndpoint(deps, o.url);
  const db = deps.database.db;
  const [have] = await db
    .select({ n: count() })
    .from(esignWebhooks)
    .where(eq(esignWebhooks.ownerId, o.viewer.user.id));
  if ((have?.n ?? 0) >= MAX_WEBHOOKS) throw new AppError('CONFLICT', M.webhookTooMany);
  const now = deps.clock.now();
  const id = flakeId(now.getTime());
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [webhook] = await db
    .insert(esignWebhooks)
    // Only events after this moment are sent: the cursor starts at the endpoint's own id.
    .values({ id, ownerId: o.viewer.user.id, url, secret, cursor: id, createdAt: now })
    .returning();
  return { webhook: webhook!, secret };
}

export async function listWebhooks(deps: TDeps, o: { viewer: TViewer }) {
  return deps.database.db
    .select()
    .from(esignWebhooks)
    .where(eq(esignWebhooks.ownerId, o.viewer.user.id))
    .orderBy(desc(esignWebhooks.createdAt));
}

/** Removes the viewer's endpoint and its log; another customer's id is not found. */
export async function removeWebhook(deps: TDeps, o: { viewer: TViewer; webhookId: string }) {
  const gone = await deps.database.db
    .delete(esignWebhooks)
    .where(and(eq(esignWebhooks.id, o.webhookId), eq(esignWebhooks.ownerId, o.viewer.user.id)))
    .returning({ id: esignWebhooks.id });
  if (!gone.length) throw notFound();
  return true;
}

/** The endpoint's newest deliveries: what was sent, and how each attempt went. */
export async function deliveriesOf(deps: TDeps, webhookId: string, limit = 50) {
  return deps.database.db
    .select()
    .from(esignWebhookDeliveries)
    .where(eq(esignWebhookDeliveries.webhookId, webhookId))
    .orderBy(desc(esignWebhookDeliveries.createdAt), desc(esignWebhookDeliveries.id))
    .limit(limit);
}
