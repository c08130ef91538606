import {
  billingIntervalText,
  formatDollars,
  formatSydneyDate,
  type TSubscriptionCouponDiscount,
} from '@app/domain';
import type { TCouponDiscount, TInvoice, TSubscriptionListItem } from '../api/user-subscriptions';

// The words the subscriptions screen shows for a subscription, its card and its invoices.

export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  trialing: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment overdue', color: 'red' },
  unpaid: { label: 'Unpaid', color: 'red' },
  canceled: { label: 'Cancelled', color: 'gray' },
  pending: { label: 'Pending', color: 'yellow' },
  expired: { label: 'Expired', color: 'gray' },
};

export function stateLabel(state: string): { label: string; color: string } {
  return STATE_LABELS[state] ?? { label: state.replaceAll('_', ' '), color: 'gray' };
}

export const INVOICE_STATUS_LABELS: Record<string, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  open: { label: 'Awaiting payment', color: 'yellow' },
  draft: { label: 'Draft', color: 'gray' },
  void: { label: 'Void', color: 'gray' },
  uncollectible: { label: 'Uncollectible', color: 'red' },
  deleted: { label: 'Deleted', color: 'gray' },
};

export function invoiceStatusLabel(status: string): { label: string; color: string } {
  return INVOICE_STATUS_LABELS[status] ?? { label: status, color: 'gray' };
}

/** dd/MM/yyyy in Sydney time; '' for no date. */
export function shortDate(value: string | null | undefined): string {
  return value ? formatSydneyDate(new Date(value)) : '';
}

/** '$299 per year'; a one-off charge is just its price. */
export function priceText(
  item: Pick<TSubscriptionListItem, 'price' | 'interval' | 'intervalCount'>,
) {
  const interval = billingIntervalText(item.interval, item.intervalCount);
  return interval ? `${formatDollars(item.price)} ${interval}` : formatDollars(item.price);
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
};

export function cardBrandText(cardType: string | null | undefined): string {
  if (!cardType) return 'Card';
  return BRANDS[cardType.toLowerCase()] ?? cardType.charAt(0).toUpperCase() + cardType.slice(1);
}

/** The last four digits of 'XXXX-XXXX-XXXX-4242'. */
export function lastFour(masked: string | null | undefined): string {
  return /(\d{4})\D*$/.exec(masked ?? '')?.[1] ?? '';
}

/** MM/YYYY. */
export function expiryText(month: number | null, year: number | null): string {
  if (!month || !year) return '';
  return `${String(month).padStart(2, '0')}/${year}`;
}

export function paymentMethodText(
  item: Pick<
    TSubscriptionListItem,
    | 'paymentType'
    | 'bankName'
    | 'maskedCardNumber'
    | 'cardType'
    | 'creditCardExpiryMonth'
    | 'creditCardExpiryYear'
  >,
): string {
  if (item.paymentType === 'directDebit') {
    return `Direct debit from ${item.bankName ?? 'your bank account'}`;
  }
  const four = lastFour(item.maskedCardNumber);
  if (!four) return 'No card on file';
  const expiry = expiryText(item.creditCardExpiryMonth, item.creditCardExpiryYear);
  const card = `${cardBrandText(item.cardType)} ending in ${four}`;
  return expiry ? `${card}, expires ${expiry}` : card;
}

/** 'WELCOME10: 10% off, every renewal' / 'SAVE50: $50 off, first payment only'. */
export function couponText(discount: TCouponDiscount): string {
  const off =
    discount.discountType === 'percent'
      ? `${discount.value}% off`
      : `${formatDollars(discount.value)} off`;
  let term = 'first payment only';
  if (discount.recurring) {
    term = discount.duration
      ? `for ${discount.duration} billing ${discount.duration === 1 ? 'period' : 'periods'}`
      : 'every renewal';
  }
  const until = discount.endDate ? `, until ${shortDate(discount.endDate)}` : '';
  return `${discount.code}: ${off}, ${term}${until}`;
}

/** The domain's shape of a subscription's discount, for the price rules. */
export function couponDiscounts(
  item: Pick<TSubscriptionListItem, 'couponDiscount'>,
): TSubscriptionCouponDiscount[] {
  const d = item.couponDiscount;
  if (!d) return [];
  return [
    {
      code: d.code,
      value: d.value,
      discountType: d.discountType === 'percent' ? 'percent' : 'amount',
      recurring: d.recurring,
      duration: d.duration,
      endDate: d.endDate ? new Date(d.endDate) : null,
    },
  ];
}

/** The date a running plan renews (or ends, when set to cancel). */
export function renewalDate(
  item: Pick<TSubscriptionListItem, 'renewalDate' | 'nextAssessmentAt' | 'currentPeriodEndsAt'>,
): string | null {
  return item.renewalDate ?? item.nextAssessmentAt ?? item.currentPeriodEndsAt;
}

export function renewalText(item: TSubscriptionListItem): string | null {
  if (item.cancelAtEndPeriod) return null;
  if (!['active', 'trialing', 'past_due'].includes(item.state)) return null;
  const date = renewalDate(item);
  if (!date) return null;
  return `Renews on ${shortDate(date)} for ${formatDollars(item.nextRenewalPriceInCents)}`;
}

export function delayedCancellationText(item: TSubscriptionListItem): string | null {
  if (!item.cancelAtEndPeriod) return null;
  const date = item.currentPeriodEndsAt ?? renewalDate(item);
  return date
    ? `This plan is set to cancel at the end of the billing period, on ${shortDate(date)}.`
    : 'This plan is set to cancel at the end of the billing period.';
}

export function invoiceTitle(invoice: Pick<TInvoice, 'number' | 'issuedAt'>): string {
  return `Invoice ${invoice.number} issued ${shortDate(invoice.issuedAt)}`;
}
