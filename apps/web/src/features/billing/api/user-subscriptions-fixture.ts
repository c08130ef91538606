import type {
  TBundleView,
  TInvoice,
  TSubscriptionListItem,
  TUserSubscriptions,
} from './user-subscriptions';

// GetUserSubscriptions answers for tests: an active annual Essentials plan on a Visa card
// unless overridden, as the server would send them (ISO dates, cents).

export function subscriptionItem(
  overrides: Partial<TSubscriptionListItem> = {},
): TSubscriptionListItem {
  return {
    id: 'sub-1',
    product: 'standard-annual-plan-current',
    productId: 'prod-essentials-annual',
    productName: 'Essentials',
    productFamily: 'essentials',
    type: 'subscription',
    bundleId: null,
    state: 'active',
    price: 29900,
    interval: 'year',
    intervalCount: 1,
    balanceInCents: 0,
    cancelAtEndPeriod: false,
    paymentType: 'creditCard',
    bankName: null,
    maskedCardNumber: 'XXXX-XXXX-XXXX-4242',
    cardType: 'visa',
    creditCardExpiryMonth: 8,
    creditCardExpiryYear: 2028,
    expires_at: null,
    initialChargeInCents: 29900,
    activatedAt: '2026-03-01T00:00:00.000Z',
    nextAssessmentAt: '2027-02-28T13:00:00.000Z',
    renewalDate: '2027-02-28T13:00:00.000Z',
    nextProductHandle: null,
    receiptEmail: 'alex@example.com.au',
    selfServiceUrl: null,
    trialInterval: null,
    trialIntervalUnit: null,
    trialPriceInCents: null,
    trialEndsAt: null,
    currentPeriodEndsAt: '2027-02-28T13:00:00.000Z',
    pastDueSince: null,
    canceledAt: null,
    needsSignedAgreement: false,
    signed: false,
    isTeamSubscription: false,
    couponDiscount: null,
    couponUsesAllowed: null,
    couponUseCount: null,
    couponCodes: [],
    nextRenewalPriceInCents: 29900,
    ...overrides,
  };
}

export function invoiceItem(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 'inv-1',
    number: 'CW-000101',
    status: 'paid',
    subscriptionId: 'sub-1',
    bundleId: null,
    issuedAt: '2026-03-01T00:00:00.000Z',
    paidAt: '2026-03-01T00:00:00.000Z',
    periodStart: '2026-03-01T00:00:00.000Z',
    periodEnd: '2027-02-28T13:00:00.000Z',
    subtotalInCents: 29900,
    discountInCents: 0,
    creditAppliedInCents: 0,
    totalInCents: 29900,
    amountPaidInCents: 29900,
    refundedInCents: 0,
    amountDueInCents: 0,
    description: 'Essentials, yearly',
    downloadUrl: '/billing/invoices/inv-1/pdf',
    ...overrides,
  };
}

export function bundleItem(overrides: Partial<TBundleView> = {}): TBundleView {
  return {
    id: 'bundle-1',
    handle: 'bundle-essentials-vo',
    name: 'Business Starter bundle',
    entityName: 'Harbour Fresh Foods Pty Ltd',
    paymentType: 'creditCard',
    cardType: 'visa',
    lastFour: '4242',
    bankName: null,
    type: 'quarterly',
    products: [
      {
        productHandle: 'standard-annual-plan-current',
        productName: 'Essentials',
        planType: 'essentials',
        firstYearDiscountedPrice: 20930,
        annualRenewalCost: 29900,
      },
    ],
    nextBillingDate: '2026-12-01T00:00:00.000Z',
    nextBillingAmountInCents: 5233,
    billingScheduleItems: [
      { date: '2026-09-01T00:00:00.000Z', amountInCents: 5233, status: 'paid' },
      { date: '2026-12-01T00:00:00.000Z', amountInCents: 5233, status: 'scheduled' },
    ],
    initialBundleCharge: 5233,
    initialBundleDiscount: 8970,
    initialBundleDiscountPercentage: 30,
    nextBundleRenewalDate: '2027-09-01T00:00:00.000Z',
    bundleCreationDate: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

export function userSubscriptionsData(
  overrides: Partial<TUserSubscriptions> = {},
): TUserSubscriptions {
  return {
    now: '2026-11-21T00:00:00.000Z',
    activeSubscription: {
      id: null,
      handle: 'free',
      name: 'Free',
      icon: 'free',
      background: 'gray.0',
      border: 'gray.3',
      state: null,
      canAccessAllDocuments: false,
      canBookConsultation: false,
      canBookAccountantConsultation: false,
      canAccessPartnerOffers: false,
      canHaveTeam: false,
      canUseAI: false,
      canClaimTrial: true,
      notUpgradeable: false,
      isTrialing: false,
      hasCompanyPlan: false,
      isPaidUser: false,
      isTeamSubscription: false,
      standaloneVirtualOffice: false,
      earliestSubscriptionIndex: -1,
      unsignedSubscriptionIds: [],
      pastDueDate: null,
    },
    subscriptionList: [],
    activeCard: null,
    bundles: [],
    invoices: [],
    ...overrides,
  };
}
