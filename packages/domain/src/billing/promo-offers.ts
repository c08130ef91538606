import { catalogueItem } from './catalogue.js';
import type { TPlanHandle } from './catalogue-types.js';
import type { TCoupon } from './coupons.js';
import { PROMO_PRICES_IN_CENTS } from './pricing.js';
import { makeCoupon } from './sale-coupons.js';

// The sale pages of SPEC §2.3.1 and the promotional prices of §9. Each page sells one yearly
// plan at its promo price; the saving is a first-year coupon of the difference, so the
// checkout (and the server behind it) arrive at the same figure the page shows.

export const PROMO_PAGES = ['adviceSale', 'upgradeEssPromo', 'upgradePpdPromo'] as const;
export type TPromoPage = (typeof PROMO_PAGES)[number];

type TPromoHandle = keyof typeof PROMO_PRICES_IN_CENTS;

export type TPromoOffer = {
  page: TPromoPage;
  handle: TPromoHandle;
  planName: string;
  promoInCents: number;
  wasInCents: number;
  savingInCents: number;
  couponCode: string;
};

const COUPON_CODES: Record<TPromoHandle, string> = {
  'standard-annual-plan-lawyer': 'ADVICESALE600',
  'standard-annual-plan-current': 'ESSENTIALSPROMO130',
};

// The Legal Advice sale for everyone; the Essentials offer for free customers, and for
// customers who have bought a single document and now want them all.
const PAGE_HANDLES: Record<TPromoPage, TPromoHandle> = {
  adviceSale: 'standard-annual-plan-lawyer',
  upgradeEssPromo: 'standard-annual-plan-current',
  upgradePpdPromo: 'standard-annual-plan-current',
};

export function promoOffer(page: TPromoPage): TPromoOffer {
  const handle = PAGE_HANDLES[page];
  const { promoInCents, wasInCents } = PROMO_PRICES_IN_CENTS[handle];
  return {
    page,
    handle,
    planName: catalogueItem(handle)?.name ?? handle,
    promoInCents,
    wasInCents,
    savingInCents: wasInCents - promoInCents,
    couponCode: COUPON_CODES[handle],
  };
}

/** The promo coupons as the coupon rules see them: a fixed first-year amount, one plan each. */
export const PROMO_COUPONS: readonly TCoupon[] = (Object.keys(COUPON_CODES) as TPromoHandle[]).map(
  (handle) => {
    const { promoInCents, wasInCents } = PROMO_PRICES_IN_CENTS[handle];
    return makeCoupon(
      COUPON_CODES[handle],
      { amount: wasInCents - promoInCents },
      { productHandles: [handle satisfies TPlanHandle] },
    );
  },
);
