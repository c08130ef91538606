import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { coupons, paymentMethods } from '../tables.js';
import {
  ownedSubscription,
  subscriptionListItem,
  type TSubscriptionRow,
} from './subscription-rows.js';

/** One subscription as the list shows it, read fresh. */
export async function subscriptionView(
  deps: TDeps,
  opts: { userId: string; subscriptionId: string } | { row: TSubscriptionRow },
) {
  const { db } = deps.database;
  const row = 'row' in opts ? opts.row : await ownedSubscription(db, opts);
  const [method] = row.paymentMethodId
    ? await db.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId))
    : [];
  const [coupon] = row.couponCode
    ? await db.select().from(coupons).where(eq(coupons.code, row.couponCode))
    : [];
  return subscriptionListItem(row, { method, coupon, now: deps.clock.now() });
}
