import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../test-support/billing-kit.js';
import { openPlanEvents } from '../test-support/plan-events.js';
import {
  redisServerBinary,
  startPrivateRedis,
  type TPrivateRedis,
} from '../test-support/private-services.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../test-support/test-app.js';

// Redis restarting under a running app: rate limits and live events go through a
// redis-server the test started itself, stopped and started again without restarting the app.

const skipReason = redisServerBinary() ? undefined : 'needs redis-server';

/** Asks until `ready` holds: the Redis clients reconnect on their own, in their own time. */
async function eventually(ready: () => Promise<boolean>) {
  const deadline = performance.now() + 30_000;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error('the app did not recover within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser's open screen: the GraphQL event stream of one customer's subscription changes. */
async function openEventStream(baseUrl: string, token: string, userId: string) {
  const stream = await openPlanEvents(baseUrl, token, userId);
  let events = 0;
  void (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await stream.reader
        .read()
        .catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += new TextDecoder().decode(value);
      const parts = text.split('\n\n');
      text = parts.pop() ?? '';
      events += parts.filter((part) => part.includes('"refetchSubsSubscription"')).length;
    }
  })();
  return { status: stream.status, events: () => events, close: stream.stop };
}

describe.skipIf(skipReason)(
  `a Redis restart under the running app${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let redis: TPrivateRedis;
    let t: TTestApp;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      t = await startTestApp({ env: { REDIS_URL: redis.url } });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await redis?.destroy();
    });

    it('answers 503 UNAVAILABLE while Redis is away; limits and live events work again after', async () => {
      const customer = await signUpCustomer(t.api);
      const credentials = { email: customer.input.email, password: customer.input.password };
      const userId = customer.user.flakeId ?? customer.user.id;
      const stream = await openEventStream(t.url, customer.token, userId);
      expect(stream.status).toBe(200);
      expect((await t.api.post('/auth/sign-in', credentials)).status).toBe(200);

      await redis.stop();

      // Sign-in counts attempts in Redis.
      const refused = await t.api.post('/auth/sign-in', credentials);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body.error.code).toBe('UNAVAILABLE');

      await redis.start();

      await eventually(async () => (await t.api.post('/auth/sign-in', credentials)).status === 200);
      // The stream opened before the restart hears the server again once its Redis
      // connection has subscribed anew.
      await eventually(async () => {
        t.deps.pubsub.publish('billing:subscriptions-changed', userId, { userId });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return stream.events() > 0;
      });
      const heard = stream.events();
      const { paymentMethodId } = await addCard(t, customer.token);
      const bought = await buy(t, customer.token, {
        handle: 'essentials-quarterly',
        paymentMethodId,
      });
      expect(bought.body.errors).toBeUndefined();
      await eventually(async () => stream.events() > heard);
      stream.close();
    });
  },
);
