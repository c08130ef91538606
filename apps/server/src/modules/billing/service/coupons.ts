import {
  applyCoupons,
  BILLING_MESSAGES,
  COUPON_REFUSAL_MESSAGES,
  couponRefusalMessage,
  STANDING_COUPONS,
  type TCoupon,
  type TCouponLine,
  type TCouponPurchase,
} from '@app/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { couponRedemptions, coupons } from '../tables.js';
import { recordBillingEvent } from './audit.js';

type TCouponRow = typeof coupons.$inferSelect;

export function couponOf(row: TCouponRow): TCoupon {
  return {
    code: row.code,
    discountType: row.discountType,
    amount: row.amountInCents,
    percentage: row.percentage,
    productHandles: row.productHandles,
    scope: row.scope,
    stackable: row.stackable,
    recurring: row.recurring,
    duration: row.duration,
    usesAllowed: row.usesAllowed,
    useCount: row.useCount,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    sale: row.saleKind,
  };
}

/** Makes sure the standing coupons exist with today's terms; use counts are never reset. */
export async function seedCoupons(db: TDb, now: Date) {
  for (const c of STANDING_COUPONS) {
    const terms = {
      discountType: c.discountType,
      amountInCents: c.amount,
      percentage: c.percentage,
      productHandles: c.productHandles,
      scope: c.scope,
      stackable: c.stackable,
      recurring: c.recurring,
      duration: c.duration,
      usesAllowed: c.usesAllowed,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      saleKind: c.sale,
    };
    await db
      .insert(coupons)
      .values({ code: c.code, ...terms, createdAt: now })
      .onConflictDoUpdate({ target: coupons.code, set: terms });
  }
}

export const normaliseCodes = (codes: readonly string[] | null | undefined) => [
  ...new Set((codes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean)),
];

export type TPricedCoupons = {
  coupons: TCoupon[];
  priceInCents: number;
  discountInCents: number;
  lines: TCouponLine[];
};

/**
 * Prices a purchase with the coupons named: each must exist and be usable on it now (dates,
 * sale window, uses, scope, product, one per purchase). A refusal names the coupon and why.
 */
export async function priceWithCoupons(
  db: TDb | TTx,
  opts: { codes: readonly string[] } & TCouponPurchase,
): Promise<TPricedCoupons> {
  const codes = normaliseCodes(opts.codes);
  if (codes.length === 0) {
    return { coupons: [], priceInCents: opts.priceInCents, discountInCents: 0, lines: [] };
  }
  const rows = await db.select().from(coupons).where(inArray(coupons.code, codes));
  const list = codes.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) {
      throw new AppError('BAD_INPUT', BILLING_MESSAGES.couponUnknown(code), {
        fields: { couponCodes: BILLING_MESSAGES.couponUnknown(code) },
      });
    }
    return couponOf(row);
  });
  const priced = applyCoupons(list, opts);
  if (!priced.ok) {
    const coupon = list.find((c) => c.code === priced.code);
    const why = coupon
      ? couponRefusalMessage(coupon, priced.reason, opts.now)
      : COUPON_REFUSAL_MESSAGES[priced.reason];
    const message = priced.code ? `${priced.code}: ${why}` : why;
    throw new AppError('BAD_INPUT', message, { fields: { couponCodes: message } });
  }
  return {
    coupons: list,
    priceInCents: priced.priceInCents,
    discountInCents: priced.discountInCents,
    lines: priced.lines,
  };
}

/**
 * Takes one use of each coupon, in the transaction that records the payment intent. The
 * guarded update gives the last use of a limited coupon to exactly one buyer.
 */
export async function reserveCouponUses(tx: TTx, codes: readonly string[]) {
  for (const code of codes) {
    const updated = await tx
      .update(coupons)
      .set({ useCount: sql`${coupons.useCount} + 1` })
      .where(
        and(
          eq(coupons.code, code),
          or(isNull(coupons.usesAllowed), lt(coupons.useCount, coupons.usesAllowed)),
        ),
      )
      .returning({ code: coupons.code });
    if (updated.length === 0) {
      const message = `${code}: ${COUPON_REFUSAL_MESSAGES['used-up']}`;
      throw new AppError('BAD_INPUT', message, { fields: { couponCodes: message } });
    }
  }
}

/** Gives back uses taken for a payment that did not go through. */
export async function releaseCouponUses(tx: TDb | TTx, codes: readonly string[]) {
  for (const code of codes) {
    await tx
      .update(coupons)
      .set({ useCount: sql`greatest(${coupons.useCount} - 1, 0)` })
      .where(eq(coupons.code, code));
  }
}

/** Invoice lines for the coupons of a purchase: each takes its own amount off. */
export const couponInvoiceLines = (lines: readonly TCouponLine[]) =>
  lines.map((l) => ({ description: `Coupon ${l.code}`, amountInCents: -l.discountInCents }));

/** The record of each coupon a completed purchase used, with what it took off, and audit. */
export async function recordRedemptions(
  tx: TTx,
  opts: {
    lines: readonly TCouponLine[];
    userId: string;
    actorId: string | null;
    subscriptionId?: string | null;
    bundleId?: string | null;
    invoiceId?: string | null;
    now: Date;
  },
) {
  for (const line of opts.lines) {
    await tx.insert(couponRedemptions).values({
      id: flakeId(opts.now.getTime()),
      code: line.code,
      userId: opts.userId,
      subscriptionId: opts.subscriptionId ?? null,
      bundleId: opts.bundleId ?? null,
      invoiceId: opts.invoiceId ?? null,
      discountInCents: line.discountInCents,
      createdAt: opts.now,
    });
    await recordBillingEvent(tx, {
      userId: opts.userId,
      actorId: opts.actorId,
      action: 'coupon_redemption',
      at: opts.now,
      subscriptionId: opts.subscriptionId,
      bundleId: opts.bundleId,
      invoiceId: opts.invoiceId,
      amountInCents: line.discountInCents,
      details: { code: line.code },
    });
  }
}

export async function couponByCode(db: TDb, code: string | null): Promise<TCoupon | null> {
  if (!code) return null;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ? couponOf(row) : null;
}
