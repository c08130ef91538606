import { addMonths } from '@app/domain';
import type { bundles } from '../tables.js';
import type { TPaymentMethodRow } from './payment-methods.js';

type TBundleRow = typeof bundles.$inferSelect;

/** SPEC §3 Bundle. */
export function bundleView(row: TBundleRow, opts: { method: TPaymentMethodRow | undefined }) {
  const next = row.schedule.find((item) => item.status === 'scheduled');
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    entityName: row.entityName,
    paymentType: opts.method?.type === 'au_becs_debit' ? 'directDebit' : 'creditCard',
    cardType: opts.method?.type === 'card' ? opts.method.brand : null,
    lastFour: opts.method?.last4 ?? null,
    bankName: opts.method?.bankName ?? null,
    type: row.billingCycle,
    products: row.products,
    nextBillingDate: next ? new Date(next.date) : null,
    nextBillingAmountInCents: next?.amountInCents ?? 0,
    billingScheduleItems: row.schedule.map((item) => ({ ...item, date: new Date(item.date) })),
    initialBundleCharge: row.initialChargeInCents,
    initialBundleDiscount: row.initialDiscountInCents,
    initialBundleDiscountPercentage: row.discountPercentage,
    nextBundleRenewalDate: addMonths(row.createdAt, 12),
    bundleCreationDate: row.createdAt,
  };
}
