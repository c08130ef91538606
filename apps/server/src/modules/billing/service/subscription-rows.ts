import {
  BILLING_MESSAGES,
  catalogueItem,
  priceAfterRecurringDiscounts,
  type TSubscriptionCouponDiscount,
  type TSubscriptionItemType,
  type TSubscriptionState,
  type TUserSubscription,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { subscriptions } from '../tables.js';
import { couponOf } from './coupons.js';
import type { TPaymentMethodRow } from './payment-methods.js';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
type TCouponRow = Parameters<typeof couponOf>[0];

/** A subscription of this user, or NOT_FOUND: another user's id looks like no id at all. */
export async function ownedSubscription(
  db: TDb | TTx,
  opts: { userId: string; subscriptionId: string },
): Promise<TSubscriptionRow> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, opts.subscriptionId), eq(subscriptions.userId, opts.userId)));
  if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.subscriptionNotFound);
  return row;
}

/** The rules' view of a subscription (packages/domain). */
export function asUserSubscription(row: TSubscriptionRow): TUserSubscription {
  return {
    id: row.id,
    handle: row.productHandle,
    state: row.state as TSubscriptionState,
    cancelAtEndPeriod: row.cancelAtEndPeriod,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEndsAt: row.currentPeriodEndsAt,
    pastDueSince: row.pastDueSince,
    activatedAt: row.activatedAt,
    needsSignedAgreement: row.needsAgreement,
    signed: row.agreementSignedAt !== null,
    isTeamSubscription: row.isTeam,
  };
}

export function couponDiscountOf(
  row: TSubscriptionRow,
  coupon: TCouponRow | undefined,
): TSubscriptionCouponDiscount | null {
  if (!coupon) return null;
  const c = couponOf(coupon);
  // A recurring coupon with a duration stops after that many periods.
  const running = c.recurring && (c.duration === null || row.couponPeriodsUsed < c.duration);
  return {
    code: c.code,
    value: c.discountType === 'percent' ? c.percentage : c.amount,
    discountType: c.discountType,
    recurring: running,
    duration: c.duration,
    endDate: c.endsAt,
  };
}

/** SPEC §3 Subscription in list. */
export function subscriptionListItem(
  row: TSubscriptionRow,
  opts: { method: TPaymentMethodRow | undefined; coupon: TCouponRow | undefined; now: Date },
) {
  const item = catalogueItem(row.productHandle);
  const { method } = opts;
  const discount = couponDiscountOf(row, opts.coupon);
  const listPrice = item?.priceInCents ?? row.priceInCents;
  const type: TSubscriptionItemType = row.bundleId ? 'bundle' : 'subscription';
  return {
    id: row.id,
    product: row.productHandle,
    productId: row.productHandle,
    productName: item?.name ?? row.productHandle,
    productFamily: item?.productFamily ?? 'unknown',
    type,
    bundleId: row.bundleId,
    state: row.state,
    price: row.priceInCents,
    interval: item?.interval ?? 'once',
    intervalCount: item?.intervalCount ?? 1,
    balanceInCents: row.balanceInCents,
    cancelAtEndPeriod: row.cancelAtEndPeriod,
    paymentType: method?.type === 'au_becs_debit' ? 'directDebit' : 'creditCard',
    bankName: method?.bankName ?? null,
    maskedCardNumber: method?.type === 'card' ? `XXXX-XXXX-XXXX-${method.last4}` : null,
    cardType: method?.type === 'card' ? method.brand : null,
    creditCardExpiryMonth: method?.expMonth ?? null,
    creditCardExpiryYear: method?.expYear ?? null,
    expires_at: row.expiresAt ?? (row.cancelAtEndPeriod ? row.currentPeriodEndsAt : null),
    initialChargeInCents: row.initialChargeInCents,
    activatedAt: row.activatedAt,
    nextAssessmentAt: row.nextRetryAt ?? row.currentPeriodEndsAt,
    renewalDate: row.cancelAtEndPeriod || row.state === 'canceled' ? null : row.currentPeriodEndsAt,
    nextProductHandle: row.nextProductHandle,
    receiptEmail: row.receiptEmail,
    selfServiceUrl: null,
    trialInterval: item?.trialInterval ?? null,
    trialIntervalUnit: item?.trialIntervalUnit ?? null,
    trialPriceInCents: item?.trialPriceInCents ?? null,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEndsAt: row.currentPeriodEndsAt,
    pastDueSince: row.pastDueSince,
    canceledAt: row.canceledAt,
    needsSignedAgreement: row.needsAgreement,
    signed: row.agreementSignedAt !== null,
    isTeamSubscription: row.isTeam,
    couponDiscount: discount,
    couponUsesAllowed: opts.coupon?.usesAllowed ?? null,
    couponUseCount: opts.coupon?.useCount ?? null,
    couponCodes: row.couponCode ? [row.couponCode] : [],
    nextRenewalPriceInCents: priceAfterRecurringDiscounts(
      listPrice,
      discount ? [discount] : [],
      opts.now,
    ),
  };
}

export type TSubscriptionListItem = ReturnType<typeof subscriptionListItem>;
