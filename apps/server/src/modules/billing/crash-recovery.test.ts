import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCrashPoint } from '../../platform/crash-point.js';
import { mailOutbox } from '../../platform/mail/tables.js';
import { addCard, CREATE } from '../../test-support/billing-kit.js';
import { booksLedger, gatewayLedger } from '../../test-support/money-ledger.js';
import { startServerProcess, stopServerProcesses } from '../../test-support/server-process.js';
import {
  apiClient,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';
import { billingAudit, coupons, idempotentRequests, paymentIntents } from './tables.js';

// kill -9 at each step of a purchase, then a restart: whatever the crash left is settled by
// the start-up reconciliation. A charge the gateway took that never reached the books is
// refunded in full, with an audit row and a mail to the customer; a charge never taken is
// abandoned; a purchase in the books stays. The customer's idempotency key is never stuck:
// a retry with it buys (or replays) as it should. The server under test is its own process
// on a PostgreSQL database (an embedded database belongs to one process at a time), so this
// file needs TEST_DATABASE_URL.

const TAX_QUARTERLY = 'tax-plan-quarterly';
const CHARGE = 53_700 - 5_370; // 10% coupon

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a crash in the middle of a purchase',
  { timeout: 120_000 },
  () => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await t.deps.database.db.insert(coupons).values({
        code: 'CRASHTEST10',
        discountType: 'percent',
        percentage: 10,
        usesAllowed: 10,
        createdAt: t.clock.now(),
      });
    });
    afterAll(async () => {
      await stopServerProcesses();
      await t.close();
    });

    const purchase = (baseUrl: string, token: string, paymentMethodId: string, key: string) =>
      apiClient(baseUrl).graphql(
        CREATE,
        {
          p: { paymentMethodId, pricePointHandle: TAX_QUARTERLY },
          x: { couponCodes: ['CRASHTEST10'] },
          k: key,
        },
        token,
      );

    const couponUses = async () =>
      (await t.deps.database.db.select().from(coupons).where(eq(coupons.code, 'CRASHTEST10')))[0]
        ?.useCount ?? -1;

    const intentsOf = (userId: string) =>
      t.deps.database.db.select().from(paymentIntents).where(eq(paymentIntents.userId, userId));

    const keyOf = async (userId: string, key: string) =>
      (
        await t.deps.database.db
          .select()
          .from(idempotentRequests)
          .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)))
      )[0];

    async function crashAt(point: TCrashPoint) {
      const c = await signUpCustomer(t.api);
      const userId = (c.user.flakeId ?? c.user.id) as string;
      const { paymentMethodId } = await addCard(t, c.token);
      const key = `crash-${point}-key`;
      const usesBefore = await couponUses();
      const clockStart = t.clock.now().toISOString();

      const doomed = await startServerProcess({
        databaseUrl: t.databaseUrl,
        env: { CRASH_AT: point, CLOCK_START: clockStart },
      });
      await expect(purchase(doomed.url, c.token, paymentMethodId, key)).rejects.toThrow();
      expect(await doomed.exited).toBeNull(); // killed by a signal, not an orderly exit

      const restarted = await startServerProcess({
        databaseUrl: t.databaseUrl,
        // The restarted server's clock carries on from a little after the crash.
        env: { CLOCK_START: new Date(Date.parse(clockStart) + 60_000).toISOString() },
      });
      const intents = await eventually(
        () => intentsOf(userId),
        (rows) => rows.length === 1 && rows[0]?.status !== 'pending',
      );
      return { c, userId, paymentMethodId, key, usesBefore, intent: intents[0]!, restarted };
    }

    it('killed after writing the intent: nothing was charged, the key and the coupon are free again', async () => {
      const run = await crashAt('after-intent');
      try {
        expect(run.intent.status).toBe('abandoned');
        expect((await gatewayLedger(t, run.userId)).charges).toEqual([]);
        expect(await couponUses()).toBe(run.usesBefore);
        expect(await keyOf(run.userId, run.key)).toBeUndefined();
        const retry = await purchase(run.restarted.url, run.c.token, run.paymentMethodId, run.key);
        expect(retry.body.errors, JSON.stringify(retry.body.errors)).toBeUndefined();
        expect((await gatewayLedger(t, run.userId)).chargedInCents).toBe(CHARGE);
        expect((await booksLedger(t, run.userId)).chargedInCents).toBe(CHARGE);
      } finally {
        await run.restarted.stop();
      }
    });

    it('killed after the gateway charged: the charge is refunded in full, audited and explained', async () => {
      const run = await crashAt('after-gateway');
      try {
        expect(run.intent.status).toBe('refunded');
        const gateway = await gatewayLedger(t, run.userId);
        expect(gateway.chargedInCents).toBe(CHARGE);
        expect(gateway.refundedInCents).toBe(CHARGE);
        expect((await booksLedger(t, run.userId)).subscriptions).toEqual([]);
        const audit = await t.deps.database.db
          .select()
          .from(billingAudit)
          .where(eq(billingAudit.userId, run.userId));
        expect(audit.find((a) => a.action === 'charge_reversed')).toMatchObject({
          amountInCents: CHARGE,
        });
        const mail = await t.deps.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, run.c.input.email as string));
        expect(mail.map((m) => m.subject)).toContain(
          'We have refunded a payment that did not go through',
        );
        expect(await couponUses()).toBe(run.usesBefore);
        expect(await keyOf(run.userId, run.key)).toBeUndefined();
        // The retry buys the plan once; net of the refund the customer paid once.
        const retry = await purchase(run.restarted.url, run.c.token, run.paymentMethodId, run.key);
        expect(retry.body.errors, JSON.stringify(retry.body.errors)).toBeUndefined();
        const after = await gatewayLedger(t, run.userId);
        expect(after.chargedInCents - after.refundedInCents).toBe(CHARGE);
        expect((await booksLedger(t, run.userId)).chargedInCents).toBe(CHARGE);
      } finally {
        await run.restarted.stop();
      }
    });

    it('killed after the books were written: the purchase stands and a retry replays it', async () => {
      const run = await crashAt('after-books');
      try {
        expect(run.intent.status).toBe('completed');
        const books = await booksLedger(t, run.userId);
        expect(books.subscriptions).toHaveLength(1);
        expect(books.chargedInCents).toBe(CHARGE);
        expect((await gatewayLedger(t, run.userId)).chargedInCents).toBe(CHARGE);
        expect(await couponUses()).toBe(run.usesBefore + 1);
        const retry = await purchase(run.restarted.url, run.c.token, run.paymentMethodId, run.key);
        expect(retry.body.errors, JSON.stringify(retry.body.errors)).toBeUndefined();
        expect(retry.body.data.createSubscription.subscription.id).toBe(books.subscriptions[0]?.id);
        expect((await gatewayLedger(t, run.userId)).chargedInCents).toBe(CHARGE);
      } finally {
        await run.restarted.stop();
      }
    });
  },
);
