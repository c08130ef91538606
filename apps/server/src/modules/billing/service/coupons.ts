import {
  BLACK_FRIDAY_2025_COUPONS,
  BUNDLE_COUPONS,
  COUPON_REFUSAL_MESSAGES,
  couponRefusal,
  cyberMondayCoupon,
  eofyCoupon,
  PROMO_COUPONS,
  type TCoupon,
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
    recurring: row.recurring,
    duration: row.duration,
    usesAllowed: row.usesAllowed,
    useCount: row.useCount,
    endsAt: row.endsAt,
  };
}

/** The product's standing coupons (SPEC §9): bundles, sales and promotions. */
function standingCoupons(now: Date): TCoupon[] {
  const year = now.getUTCFullYear();
  return [
    ...Object.values(BUNDLE_COUPONS),
    ...Object.values(BLACK_FRIDAY_2025_COUPONS),
    cyberMondayCoupon(year),
    eofyCoupon(year),
    eofyCoupon(year + 1),
    ...PROMO_COUPONS,
  ];
}

/** Makes sure the standing coupons exist; their use counts are never reset. */
export async function seedCoupons(db: TDb, now: Date) {
  for (const c of standingCoupons(now)) {
    await db
      .insert(coupons)
      .values({
        code: c.code,
        discountType: c.discountType,
        amountInCents: c.amount,
        percentage: c.percentage,
        productHandles: c.productHandles,
        recurring: c.recurring,
        duration: c.duration,
        usesAllowed: c.usesAllowed,
        endsAt: c.endsAt,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: coupons.code,
        set: { endsAt: c.endsAt, productHandles: c.productHandles },
      });
  }
}

export const normaliseCodes = (codes: readonly string[] | null | undefined) => [
  ...new Set((codes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean)),
];

/** The coupons named, each checked for this product now; an unusable one is refused by name. */
export async function usableCoupons(
  db: TDb | TTx,
  opts: { codes: readonly string[]; handle: string; now: Date },
): Promise<TCoupon[]> {
  const codes = normaliseCodes(opts.codes);
  if (codes.length === 0) return [];
  const rows = await db.select().from(coupons).where(inArray(coupons.code, codes));
  return codes.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) {
      throw new AppError('BAD_INPUT', `The coupon ${code} does not exist.`, {
        fields: { couponCodes: 'unknown' },
      });
    }
    const coupon = couponOf(row);
    const refusal = couponRefusal(coupon, opts.handle, opts.now);
    if (refusal) {
      throw new AppError('BAD_INPUT', `${code}: ${COUPON_REFUSAL_MESSAGES[refusal]}`, {
        fields: { couponCodes: refusal },
      });
    }
    return coupon;
  });
}

/**
 * Takes one use of each coupon before any money moves. The guarded update gives the last
 * use of a limited coupon to exactly one buyer; a refused coupon releases what was taken.
 */
export async function reserveCouponUses(db: TDb, list: readonly TCoupon[]) {
  const taken: TCoupon[] = [];
  for (const coupon of list) {
    const updated = await db
      .update(coupons)
      .set({ useCount: sql`${coupons.useCount} + 1` })
      .where(
        and(
          eq(coupons.code, coupon.code),
          or(isNull(coupons.usesAllowed), lt(coupons.useCount, coupons.usesAllowed)),
        ),
      )
      .returning({ code: coupons.code });
    if (updated.length === 0) {
      await releaseCouponUses(db, taken);
      throw new AppError('BAD_INPUT', `${coupon.code}: ${COUPON_REFUSAL_MESSAGES['used-up']}`, {
        fields: { couponCodes: 'used-up' },
      });
    }
    taken.push(coupon);
  }
}

/** Gives back uses taken for a purchase that did not go through. */
export async function releaseCouponUses(db: TDb, list: readonly TCoupon[]) {
  for (const coupon of list) {
    await db
      .update(coupons)
      .set({ useCount: sql`greatest(${coupons.useCount} - 1, 0)` })
      .where(eq(coupons.code, coupon.code));
  }
}

/** The record of each coupon a completed purchase used, with its audit row. */
export async function recordRedemptions(
  tx: TTx,
  opts: {
    coupons: readonly TCoupon[];
    userId: string;
    actorId: string | null;
    subscriptionId?: string | null;
    bundleId?: string | null;
    discountInCents: number;
    now: Date;
  },
) {
  for (const coupon of opts.coupons) {
    await tx.insert(couponRedemptions).values({
      id: flakeId(opts.now.getTime()),
      code: coupon.code,
      userId: opts.userId,
      subscriptionId: opts.subscriptionId ?? null,
      bundleId: opts.bundleId ?? null,
      discountInCents: opts.discountInCents,
      createdAt: opts.now,
    });
    await recordBillingEvent(tx, {
      userId: opts.userId,
      actorId: opts.actorId,
      action: 'coupon_redemption',
      at: opts.now,
      subscriptionId: opts.subscriptionId,
      bundleId: opts.bundleId,
      amountInCents: opts.discountInCents,
      details: { code: coupon.code },
    });
  }
}

export async function couponByCode(db: TDb, code: string | null): Promise<TCoupon | null> {
  if (!code) return null;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ? couponOf(row) : null;
}
