import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { esignWebhookDeliveries, esignWebhooks } from '../recipient-tables.js';
import { guardedPost } from './guarded-post.js';
import { SIGNATURE_HEADER, signDelivery } from './signature.js';

/** Posts one event; how the endpoint answered, or why it could not be reached. */
export type TPost = (o: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number }>;

/**
 * One attempt at a delivery. A 2xx answer delivers it; anything else is recorded in the log
 * and thrown, so the jobs runner tries again after its back-off; the last attempt leaves the
 * delivery FAILED for the customer to see.
 */
export async function deliverOnce(
  deps: TDeps,
  o: { deliveryId: string; attempt: number; lastAttempt: boolean; post?: TPost },
): Promise<'DELIVERED' | 'GONE'> {
  const db = deps.database.db;
  const [row] = await db
    .select({ delivery: esignWebhookDeliveries, hook: esignWebhooks })
    .from(esignWebhookDeliveries)
    .innerJoin(esignWebhooks, eq(esignWebhooks.id, esignWebhookDeliveries.webhookId))
    .where(eq(esignWebhookDeliveries.id, o.deliveryId));
  // The endpoint was removed meanwhile: nothing left to send to.
  if (!row || row.delivery.state === 'DELIVERED') return 'GONE';
  const now = deps.clock.now();
  const { delivery, hook } = row;
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = (
      await (
        o.post ??
        ((request) =>
          // Only the test suite's receiver on this machine may be a private address.
          guardedPost({ ...request, allowPrivate: deps.config.NODE_ENV === 'test' }))
      )({
        url: hook.url,
        body: delivery.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Clausewell-Webhooks/1',
          'clausewell-event': delivery.event,
          'clausewell-delivery': delivery.id,
          [SIGNATURE_HEADER]: signDelivery(hook.secret, delivery.body, now),
        },
      })
    ).status;
    if (status < 200 || status > 299) error = `The endpoint answered HTTP ${status}.`;
  } catch (e) {
    error = `The endpoint could not be reached: ${(e as Error).message}`.slice(0, 500);
  }
  const delivered = !error;
  await db
    .update(esignWebhookDeliveries)
    .set({
      state: delivered ? 'DELIVERED' : o.lastAttempt ? 'FAILED' : 'PENDING',
      attempts: o.attempt,
      lastStatus: status,
      lastError: error,
      lastAttemptAt: now,
      deliveredAt: delivered ? now : null,
    })
    .where(eq(esignWebhookDeliveries.id, delivery.id));
  if (error) throw new Error(error);
  return 'DELIVERED';
}
