import type { TActiveSubscriptionSummary } from '@app/domain';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

// GetUserSubscriptions: the one read of a user's billing state that every billing screen,
// banner and button shares (one cache entry, refetched on a live push).

export type TCouponDiscount = {
  code: string;
  value: number;
  discountType: 'percent' | 'amount';
  recurring: boolean;
  duration: number | null;
  endDate: string | null;
};

export type TSubscriptionListItem = {
  id: string;
  product: string;
  productId: string;
  productName: string;
  productFamily: string;
  type: 'subscription' | 'bundle';
  bundleId: string | null;
  state: string;
  price: number;
  interval: string;
  intervalCount: number;
  balanceInCents: number;
  cancelAtEndPeriod: boolean;
  paymentType: 'creditCard' | 'directDebit';
  bankName: string | null;
  maskedCardNumber: string | null;
  cardType: string | null;
  creditCardExpiryMonth: number | null;
  creditCardExpiryYear: number | null;
  expires_at: string | null;
  initialChargeInCents: number;
  activatedAt: string | null;
  nextAssessmentAt: string | null;
  renewalDate: string | null;
  nextProductHandle: string | null;
  receiptEmail: string;
  selfServiceUrl: string | null;
  trialInterval: number | null;
  trialIntervalUnit: string | null;
  trialPriceInCents: number | null;
  trialEndsAt: string | null;
  currentPeriodEndsAt: string | null;
  pastDueSince: string | null;
  canceledAt: string | null;
  needsSignedAgreement: boolean;
  signed: boolean;
  isTeamSubscription: boolean;
  couponDiscount: TCouponDiscount | null;
  couponUsesAllowed: number | null;
  couponUseCount: number | null;
  couponCodes: string[];
  nextRenewalPriceInCents: number;
};

export type TInvoice = {
  id: string;
  number: string;
  status: string;
  subscriptionId: string | null;
  bundleId: string | null;
  issuedAt: string;
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  subtotalInCents: number;
  discountInCents: number;
  creditAppliedInCents: number;
  totalInCents: number;
  amountPaidInCents: number;
  amountDueInCents: number;
  description: string;
  downloadUrl: string;
};

export type TActiveCardView = {
  subscriptionId: string;
  subscriptionName: string;
  cardType: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  selfServiceUrl: string | null;
  currentCoupon: string | null;
};

export type TBundleView = {
  id: string;
  handle: string;
  name: string;
  entityName: string | null;
  paymentType: string;
  cardType: string | null;
  lastFour: string | null;
  bankName: string | null;
  type: 'quarterly' | 'upfront';
  products: {
    productHandle: string;
    productName: string;
    planType: string;
    firstYearDiscountedPrice: number;
    annualRenewalCost: number;
  }[];
  nextBillingDate: string | null;
  nextBillingAmountInCents: number;
  billingScheduleItems: { date: string; amountInCents: number; status: string }[];
  initialBundleCharge: number;
  initialBundleDiscount: number;
  initialBundleDiscountPercentage: number;
  nextBundleRenewalDate: string;
  bundleCreationDate: string;
};

export type TUserSubscriptions = {
  now: string;
  activeSubscription: Omit<TActiveSubscriptionSummary, 'pastDueDate'> & {
    pastDueDate: string | null;
  };
  subscriptionList: TSubscriptionListItem[];
  activeCard: TActiveCardView | null;
  bundles: TBundleView[];
  invoices: TInvoice[];
};

const SUMMARY = `id handle name icon background border state canAccessAllDocuments
  canBookConsultation canBookAccountantConsultation canAccessPartnerOffers canHaveTeam canUseAI
  canClaimTrial notUpgradeable isTrialing hasCompanyPlan isPaidUser isTeamSubscription
  standaloneVirtualOffice earliestSubscriptionIndex unsignedSubscriptionIds pastDueDate`;

export const SUBSCRIPTION_FIELDS = `id product productId productName productFamily type bundleId
  state price interval intervalCount balanceInCents cancelAtEndPeriod paymentType bankName
  maskedCardNumber cardType creditCardExpiryMonth creditCardExpiryYear expires_at
  initialChargeInCents activatedAt nextAssessmentAt renewalDate nextProductHandle receiptEmail
  selfServiceUrl trialInterval trialIntervalUnit trialPriceInCents trialEndsAt
  currentPeriodEndsAt pastDueSince canceledAt needsSignedAgreement signed isTeamSubscription
  couponDiscount { code value discountType recurring duration endDate }
  couponUsesAllowed couponUseCount couponCodes nextRenewalPriceInCents`;

export const INVOICE_FIELDS = `id number status subscriptionId bundleId issuedAt paidAt periodStart
  periodEnd subtotalInCents discountInCents creditAppliedInCents totalInCents amountPaidInCents
  amountDueInCents description downloadUrl`;

const BUNDLE_FIELDS = `id handle name entityName paymentType cardType lastFour bankName type
  products { productHandle productName planType firstYearDiscountedPrice annualRenewalCost }
  nextBillingDate nextBillingAmountInCents billingScheduleItems { date amountInCents status }
  initialBundleCharge initialBundleDiscount initialBundleDiscountPercentage
  nextBundleRenewalDate bundleCreationDate`;

const QUERY = `query GetUserSubscriptions { getUserSubscriptions {
  now
  activeSubscription { ${SUMMARY} }
  subscriptionList { ${SUBSCRIPTION_FIELDS} }
  activeCard { subscriptionId subscriptionName cardType lastFour expiryMonth expiryYear selfServiceUrl currentCoupon }
  bundles { ${BUNDLE_FIELDS} }
  invoices { ${INVOICE_FIELDS} }
} }`;

export const userSubscriptionsQueryKey = ['billing', 'subscriptions'] as const;

export function userSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: userSubscriptionsQueryKey,
    queryFn: () =>
      graphqlRequest<{ getUserSubscriptions: TUserSubscriptions }>(QUERY).then(
        (d) => d.getUserSubscriptions,
      ),
  });
}

export function useUserSubscriptions(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...userSubscriptionsQueryOptions(), enabled: opts.enabled ?? true });
}

/** Every billing change (and every live push) refreshes the one shared read. */
export function invalidateUserSubscriptions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: userSubscriptionsQueryKey });
}

export function useInvalidateUserSubscriptions(): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidateUserSubscriptions(client);
}
