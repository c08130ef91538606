import type { TDeps } from '../../../platform/deps.js';
import { deliverOnce, type TPost } from './deliver.js';
import { fanOutEvents, WEBHOOK_DELIVER_JOB } from './fan-out.js';

export const WEBHOOK_FAN_OUT_JOB = 'esign.webhook.fan-out';

/** Retries: 6 more attempts, 30 s, 1 min, 2 min ... up to an hour apart. */
export const DELIVERY_RETRY = { limit: 6, backoffSeconds: 30, maxBackoffSeconds: 3600 };

/** New signing events are read every half minute and each delivery retried with back-off. */
export function defineWebhookJobs(deps: TDeps, post?: TPost) {
  deps.jobs.define({
    name: WEBHOOK_FAN_OUT_JOB,
    schedule: { everySeconds: 30 },
    retry: { limit: 2, backoffSeconds: 30 },
    run: async () => ({ queued: await fanOutEvents(deps) }),
  });
  deps.jobs.define<{ deliveryId: string }>({
    name: WEBHOOK_DELIVER_JOB,
    retry: DELIVERY_RETRY,
    leaseSeconds: 60,
    run: (payload, ctx) =>
      deliverOnce(deps, {
        deliveryId: payload.deliveryId,
        attempt: ctx.attempt,
        lastAttempt: ctx.attempt >= DELIVERY_RETRY.limit + 1,
        post,
      }),
  });
}
