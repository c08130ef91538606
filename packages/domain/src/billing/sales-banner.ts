import type { TBannerFlavour } from '../shared/enums.js';
import { SALE_OFFER_COUPONS } from './sale-coupons.js';
import { isSaleOn, SALE_KINDS, type TSaleKind } from './sales-calendar.js';

// The promotional banner of SPEC §4/§9: at most one sale shows, in the order of SALE_KINDS
// (EOFY, then Cyber Monday, then Black Friday).

export const SALES_BANNER_TEXTS: Record<TSaleKind, string> = {
  eofy: 'End of financial year sale: 30% off until 30 June',
  cyberMonday: 'Cyber Monday: 40% off plus a free month',
  blackFriday: 'Black Friday sale: up to 40% off until 30 Nov',
};

export type TSalesBanner = {
  kind: TSaleKind;
  flavour: TBannerFlavour;
  text: string;
  /** The sale's coupon, which the banner's link applies on the pricing page. */
  couponCode: string;
};

export function salesBanner(now: Date): TSalesBanner | null {
  const kind = SALE_KINDS.find((sale) => isSaleOn(sale, now));
  if (!kind) return null;
  return {
    kind,
    flavour: 'Primary',
    text: SALES_BANNER_TEXTS[kind],
    couponCode: SALE_OFFER_COUPONS[kind].code,
  };
}
