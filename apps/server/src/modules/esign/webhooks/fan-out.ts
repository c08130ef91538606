import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import { esignWebhookDeliveries, esignWebhooks } from '../recipient-tables.js';
import { signingEvents, signingProcesses, signingRecipients } from '../tables.js';

export const WEBHOOK_DELIVER_JOB = 'esign.webhook.deliver';

/** Audit events a customer's endpoint hears about, and the names they are sent under. */
const EVENT_NAMES = {
  SENT: 'signing.sent',
  VIEWED: 'signing.viewed',
  SIGNED: 'signing.signed',
  DECLINED: 'signing.declined',
  COMPLETED: 'signing.completed',
} as const;
const KINDS = Object.keys(EVENT_NAMES) as (keyof typeof EVENT_NAMES)[];

/**
 * How far behind "now" the cursor stays: an event written by a transaction still open when
 * this ran has an earlier time but appears later, so the last minutes are read again (the
 * unique key on endpoint and event keeps each delivery single).
 */
const SETTLE_MS = 5 * 60 * 1000;

/**
 * Reads each endpoint's new signing events from the append-only audit log and queues one
 * delivery per event. Reading the log, rather than hooking every place that signs, means no
 * event can be sent without being recorded first.
 */
export async function fanOutEvents(deps: TDeps): Promise<number> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const settled = now.getTime() - SETTLE_MS;
  let queued = 0;
  for (const hook of await db.select().from(esignWebhooks)) {
    const events = await db
      .select({ event: signingEvents, process: signingProcesses, recipient: signingRecipients })
      .from(signingEvents)
      .innerJoin(signingProcesses, eq(signingProcesses.id, signingEvents.processId))
      .leftJoin(signingRecipients, eq(signingRecipients.id, signingEvents.recipientId))
      .where(
        and(
          eq(signingProcesses.ownerId, hook.ownerId),
          gt(signingEvents.id, hook.cursor),
          inArray(signingEvents.kind, KINDS),
        ),
      )
      .orderBy(asc(signingEvents.id))
      .limit(500);
    for (const { event, process, recipient } of events) {
      const name = EVENT_NAMES[event.kind as keyof typeof EVENT_NAMES];
      const id = flakeId(now.getTime());
      const body = JSON.stringify({
        id,
        event: name,
        occurredAt: event.at.toISOString(),
        process: {
          id: process.id,
          documentId: process.documentId,
          title: process.title,
          status: process.status,
        },
        recipient: recipient
          ? { id: recipient.id, name: recipient.name, email: recipient.email, role: recipient.role }
          : null,
        detail: event.kind === 'DECLINED' ? (recipient?.declineReason ?? null) : null,
      });
      const [row] = await db
        .insert(esignWebhookDeliveries)
        .values({
          id,
          webhookId: hook.id,
          eventId: event.id,
          event: name,
          body,
          state: 'PENDING',
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: esignWebhookDeliveries.id });
      if (!row) continue;
      await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, {
        key: row.id,
        payload: { deliveryId: row.id },
      });
      queued += 1;
    }
    // Move past what has settled; the newest stretch is read again next time.
    const next = events.findLast((e) => e.event.at.getTime() < settled)?.event.id;
    if (next && next > hook.cursor) {
      await db.update(esignWebhooks).set({ cursor: next }).where(eq(esignWebhooks.id, hook.id));
    }
  }
  return queued;
}
