import { and, eq } from 'drizzle-orm';
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
  for (const bundle of quarterly) {
    const index = bundle.schedule.findIndex(
      (item) => item.status === 'scheduled' && new Date(item.date).getTime() <= now.getTime(),
    );
    const item = bundle.schedule[index];
    if (!item) continue;
    const customerId = await gatewayCustomerIdOf(deps, bundle.userId);
    if (!customerId) continue;
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
    charged += 1;
  }
  return charged;
}
