import { catalogueItem, formatDollars, intervalInMonths, type TCatalogueItem } from '@app/domain';

// How a plan's billing reads on screen: "billed yearly", "$29/month", "every 3 months".

export function billingPeriodLabel(item: Pick<TCatalogueItem, 'interval' | 'intervalCount'>) {
  const months = intervalInMonths(item.interval, item.intervalCount);
  if (months === null) return 'one-off payment';
  if (months === 12) return 'billed yearly';
  if (months === 3) return 'billed quarterly';
  return months === 1 ? 'billed monthly' : `billed every ${months} months`;
}

/** '/year', '/quarter', '/month' for a price per interval; '' for a one-off price. */
export function perIntervalSuffix(item: Pick<TCatalogueItem, 'interval' | 'intervalCount'>) {
  const months = intervalInMonths(item.interval, item.intervalCount);
  if (months === null) return '';
  if (months === 12) return '/year';
  if (months === 3) return '/quarter';
  return months === 1 ? '/month' : ` every ${months} months`;
}

export function planPriceLabel(handle: string): string {
  const item = catalogueItem(handle);
  if (!item) return '';
  return `${formatDollars(item.priceInCents)}${perIntervalSuffix(item)}`;
}
