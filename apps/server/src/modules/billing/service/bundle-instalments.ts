import { and, eq } from 'drizzle-orm';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { bundles } from '../tables.js';
import { publishSubscriptionsChanged } from './live.js';
import { gatewayCustomerIdOf } from './payment-methods.js';
import { collect, insertInvoice, recordPayment } from './payments.js';

/** Charges the quarterly instalments of bundles that have fallen due. */
export async function chargeBundleInstalments(deps: TDeps): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const quarterly = await db.select().from(bundles).where(eq(bundles.billingCycle, 'quarterly'));
  let charged = 0;
  for (const listed of quarterly) {
    const done = await withCustomerLock(deps, listed.userId, async () => {
      // Re-read under the lock: another pass may have charged this instalment meanwhile.
      const [bundle] = await db.select().from(bundles).where(eq(bundles.id, listed.id));
      return bundle ? chargeDueInstalment(deps, bundle, now) : false;
    });
    if (done) charged += 1;
  }
  return charged;
}

/** Charges the bundle's first instalment that has fallen due, if any. */
async function chargeDueInstalment(
  deps: TDeps,
  bundle: typeof bundles.$inferSelect,
  now: Date,
): Promise<boolean> {
  const { db } = deps.database;
  {
    const index = bundle.schedule.findIndex(
      (item) => item.status === 'scheduled' && new Date(item.date).getTime() <= now.getTime(),
    );
    const item = bundle.schedule[index];
    if (!item) return false;
    const customerId = await gatewayCustomerIdOf(deps, bundle.userId);
    if (!customerId) return false;
    const key = `bundle:${bundle.id}:${item.date}`;
    const outcome = await collect(deps, {
      customerId,
      paymentMethodId: bundle.paymentMethodId,
      amountInCents: item.amountInCents,
      description: `Bundle: ${bundle.name} (instalment ${index + 1} of ${bundle.schedule.length})`,
      idempotencyKey: key,
    });
    const schedule = bundle.schedule.map((s, i) =>
      i === index
        ? { ...s, status: outcome.status === 'failed' ? ('failed' as const) : ('paid' as const) }
        : s,
    );
    await db.transaction(async (tx) => {
      const invoice = await insertInvoice(tx, {
        userId: bundle.userId,
        bundleId: bundle.id,
        description: `Bundle: ${bundle.name} (instalment ${index + 1})`,
        kind: 'instalment',
        lines: [{ description: bundle.name, amountInCents: item.amountInCents }],
        periodStart: new Date(item.date),
        periodEnd: null,
        subtotalInCents: item.amountInCents,
        discountInCents: 0,
        creditAppliedInCents: 0,
        now,
      });
      await recordPayment(tx, {
        invoice,
        outcome,
        paymentMethodId: bundle.paymentMethodId,
        idempotencyKey: key,
        actorId: null,
        now,
      });
      await tx
        .update(bundles)
        .set({ schedule })
        .where(and(eq(bundles.id, bundle.id)));
    });
    publishSubscriptionsChanged(deps, bundle.userId);
    return true;
  }
}
