import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';
import { BundleProductFields } from './bundle-preview';

// GetUserSubscriptions: the one read of a user's billing state that every billing screen,
// banner and button shares (one cache entry, refetched on a live push).

export const SubscriptionFields = graphql(`
  fragment SubscriptionFields on SubscriptionListItem {
    id product productId productName productFamily type bundleId
    state price interval intervalCount balanceInCents cancelAtEndPeriod paymentType bankName
    maskedCardNumber cardType creditCardExpiryMonth creditCardExpiryYear expires_at
    initialChargeInCents activatedAt nextAssessmentAt renewalDate nextProductHandle receiptEmail
    selfServiceUrl trialInterval trialIntervalUnit trialPriceInCents trialEndsAt
    currentPeriodEndsAt pastDueSince canceledAt needsSignedAgreement signed isTeamSubscription
    couponDiscount { code value discountType recurring duration endDate }
    couponUsesAllowed couponUseCount couponCodes nextRenewalPriceInCents
  }
`);

export const InvoiceFields = graphql(`
  fragment InvoiceFields on Invoice {
    id number status subscriptionId bundleId issuedAt paidAt periodStart
    periodEnd subtotalInCents discountInCents creditAppliedInCents totalInCents amountPaidInCents
    refundedInCents amountDueInCents description downloadUrl
  }
`);

export const BundleFields = graphql(
  `
  fragment BundleFields on Bundle {
    id handle name entityName paymentType cardType lastFour bankName type
    products { ...BundleProductFields }
    nextBillingDate nextBillingAmountInCents billingScheduleItems { date amountInCents status }
    initialBundleCharge initialBundleDiscount initialBundleDiscountPercentage
    nextBundleRenewalDate bundleCreationDate
  }
`,
  [BundleProductFields],
);

const QUERY = graphql(
  `
  query GetUserSubscriptions { getUserSubscriptions {
    now
    activeSubscription {
      id handle name icon background border state canAccessAllDocuments
      canBookConsultation canBookAccountantConsultation canAccessPartnerOffers canHaveTeam canUseAI
      canClaimTrial notUpgradeable isTrialing hasCompanyPlan isPaidUser isTeamSubscription
      standaloneVirtualOffice earliestSubscriptionIndex unsignedSubscriptionIds pastDueDate
    }
    subscriptionList { ...SubscriptionFields }
    activeCard {
      subscriptionId subscriptionName cardType lastFour expiryMonth expiryYear selfServiceUrl
      currentCoupon
    }
    bundles { ...BundleFields }
    invoices { ...InvoiceFields }
  } }
`,
  [SubscriptionFields, BundleFields, InvoiceFields],
);

export type TSubscriptionListItem = ResultOf<typeof SubscriptionFields>;
export type TCouponDiscount = NonNullable<TSubscriptionListItem['couponDiscount']>;
export type TInvoice = ResultOf<typeof InvoiceFields>;
export type TBundleView = ResultOf<typeof BundleFields>;
export type TUserSubscriptions = NonNullable<ResultOf<typeof QUERY>['getUserSubscriptions']>;
export type TActiveCardView = NonNullable<TUserSubscriptions['activeCard']>;

export const userSubscriptionsQueryKey = ['billing', 'subscriptions'] as const;

export function userSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: userSubscriptionsQueryKey,
    queryFn: () => graphqlRequest(QUERY).then((d) => answered(d.getUserSubscriptions)),
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
