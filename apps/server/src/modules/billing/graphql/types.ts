import type { TBuilder } from '../../../platform/graphql/builder.js';
import { flatObject } from './expose.js';

// The GraphQL shapes of SPEC §3's billing records, field names as the spec spells them.

export function billingTypes(builder: TBuilder) {
  const ActiveSubscriptionSummary = flatObject(builder, 'ActiveSubscriptionSummary', {
    id: 'String?',
    handle: 'String',
    name: 'String',
    icon: 'String',
    background: 'String',
    border: 'String',
    state: 'String?',
    canAccessAllDocuments: 'Boolean',
    canBookConsultation: 'Boolean',
    canBookAccountantConsultation: 'Boolean',
    canAccessPartnerOffers: 'Boolean',
    canHaveTeam: 'Boolean',
    canUseAI: 'Boolean',
    canClaimTrial: 'Boolean',
    notUpgradeable: 'Boolean',
    isTrialing: 'Boolean',
    hasCompanyPlan: 'Boolean',
    isPaidUser: 'Boolean',
    isTeamSubscription: 'Boolean',
    standaloneVirtualOffice: 'Boolean',
    earliestSubscriptionIndex: 'Int',
    unsignedSubscriptionIds: '[String]',
    pastDueDate: 'DateTime?',
  });
  const CouponDiscount = flatObject(builder, 'CouponDiscount', {
    code: 'String',
    value: 'Float',
    discountType: 'String',
    recurring: 'Boolean',
    duration: 'Int?',
    endDate: 'DateTime?',
  });
  const Invoice = flatObject(builder, 'Invoice', {
    id: 'String',
    number: 'String',
    status: 'String',
    subscriptionId: 'String?',
    bundleId: 'String?',
    issuedAt: 'DateTime',
    paidAt: 'DateTime?',
    periodStart: 'DateTime?',
    periodEnd: 'DateTime?',
    subtotalInCents: 'Int',
    discountInCents: 'Int',
    creditAppliedInCents: 'Int',
    totalInCents: 'Int',
    amountPaidInCents: 'Int',
    amountDueInCents: 'Int',
    description: 'String',
    downloadUrl: 'String',
  });
  const SubscriptionListItem = flatObject(
    builder,
    'SubscriptionListItem',
    {
      id: 'String',
      product: 'String',
      productId: 'String',
      productName: 'String',
      productFamily: 'String',
      type: 'String',
      bundleId: 'String?',
      state: 'String',
      price: 'Int',
      interval: 'String',
      intervalCount: 'Int',
      balanceInCents: 'Int',
      cancelAtEndPeriod: 'Boolean',
      paymentType: 'String',
      bankName: 'String?',
      maskedCardNumber: 'String?',
      cardType: 'String?',
      creditCardExpiryMonth: 'Int?',
      creditCardExpiryYear: 'Int?',
      expires_at: 'DateTime?',
      initialChargeInCents: 'Int',
      activatedAt: 'DateTime?',
      nextAssessmentAt: 'DateTime?',
      renewalDate: 'DateTime?',
      nextProductHandle: 'String?',
      receiptEmail: 'String',
      selfServiceUrl: 'String?',
      trialInterval: 'Int?',
      trialIntervalUnit: 'String?',
      trialPriceInCents: 'Int?',
      trialEndsAt: 'DateTime?',
      currentPeriodEndsAt: 'DateTime?',
      pastDueSince: 'DateTime?',
      canceledAt: 'DateTime?',
      needsSignedAgreement: 'Boolean',
      signed: 'Boolean',
      isTeamSubscription: 'Boolean',
      couponUsesAllowed: 'Int?',
      couponUseCount: 'Int?',
      couponCodes: '[String]',
      nextRenewalPriceInCents: 'Int',
    },
    (t) => ({
      couponDiscount: t.expose('couponDiscount', { type: CouponDiscount, nullable: true }),
    }),
  );
  const ActiveCard = flatObject(builder, 'ActiveCard', {
    subscriptionId: 'String',
    subscriptionName: 'String',
    cardType: 'String',
    lastFour: 'String',
    expiryMonth: 'Int',
    expiryYear: 'Int',
    selfServiceUrl: 'String?',
    currentCoupon: 'String?',
  });
  const BundleProduct = flatObject(builder, 'BundleProduct', {
    productHandle: 'String',
    productName: 'String',
    planType: 'String',
    firstYearDiscountedPrice: 'Int',
    annualRenewalCost: 'Int',
  });
  const BillingScheduleItem = flatObject(builder, 'BillingScheduleItem', {
    date: 'DateTime',
    amountInCents: 'Int',
    status: 'String',
  });
  const bundleLists = (t: { expose: (f: string, o: object) => unknown }) => ({
    products: t.expose('products', { type: [BundleProduct] }),
    billingScheduleItems: t.expose('billingScheduleItems', { type: [BillingScheduleItem] }),
  });
  const Bundle = flatObject(
    builder,
    'Bundle',
    {
      id: 'String',
      handle: 'String',
      name: 'String',
      entityName: 'String?',
      paymentType: 'String',
      cardType: 'String?',
      lastFour: 'String?',
      bankName: 'String?',
      type: 'String',
      nextBillingDate: 'DateTime?',
      nextBillingAmountInCents: 'Int',
      initialBundleCharge: 'Int',
      initialBundleDiscount: 'Int',
      initialBundleDiscountPercentage: 'Int',
      nextBundleRenewalDate: 'DateTime',
      bundleCreationDate: 'DateTime',
    },
    bundleLists,
  );
  const BundlePreview = flatObject(
    builder,
    'BundlePreview',
    {
      handles: '[String]',
      billingCycle: 'String',
      initialBundleCharge: 'Int',
      initialBundleDiscount: 'Int',
      initialBundleDiscountPercentage: 'Int',
      monthlyPriceInCents: 'Int',
      couponCode: 'String?',
    },
    bundleLists,
  );
  const UserSubscriptions = flatObject(builder, 'UserSubscriptions', { now: 'DateTime' }, (t) => ({
    activeSubscription: t.expose('activeSubscription', { type: ActiveSubscriptionSummary }),
    subscriptionList: t.expose('subscriptionList', { type: [SubscriptionListItem] }),
    activeCard: t.expose('activeCard', { type: ActiveCard, nullable: true }),
    bundles: t.expose('bundles', { type: [Bundle] }),
    invoices: t.expose('invoices', { type: [Invoice] }),
  }));
  const MigrationPreview = flatObject(builder, 'MigrationPreview', {
    prorated_adjustment_in_cents: 'Int',
    charge_in_cents: 'Int',
    payment_due_in_cents: 'Int',
    credit_applied_in_cents: 'Int',
    /** When the new plan next renews, and at what price: the customer sees both first. */
    renewalDate: 'DateTime?',
    renewalPriceInCents: 'Int',
  });
  const SetupIntent = flatObject(builder, 'SetupIntent', {
    stripeCustomerId: 'String',
    intentId: 'String',
    clientSecret: 'String',
    gateway: 'String',
    publishableKey: 'String?',
  });
  const PaymentMethodCard = flatObject(builder, 'PaymentMethodCard', {
    brand: 'String',
    exp_month: 'Int',
    exp_year: 'Int',
    last4: 'String',
  });
  const PaymentMethodBank = flatObject(builder, 'PaymentMethodBank', {
    bankName: 'String',
    bsb: 'String',
    last4: 'String',
  });
  const PaymentMethod = flatObject(
    builder,
    'PaymentMethod',
    { id: 'String', type: 'String', defaultPayment: 'Boolean' },
    (t) => ({
      card: t.expose('card', { type: PaymentMethodCard, nullable: true }),
      bankAccount: t.expose('bankAccount', { type: PaymentMethodBank, nullable: true }),
    }),
  );
  const CheckoutPreview = flatObject(builder, 'CheckoutPreview', {
    productHandle: 'String',
    productName: 'String',
    listPriceInCents: 'Int',
    discountInCents: 'Int',
    dueTodayInCents: 'Int',
    trialDays: 'Int?',
    renewalPriceInCents: 'Int',
    renewalDate: 'DateTime',
    couponCodes: '[String]',
  });
  const SubscriptionAgreement = flatObject(builder, 'SubscriptionAgreement', {
    subscriptionId: 'String',
    productName: 'String',
    title: 'String',
    body: '[String]',
    signedAt: 'DateTime?',
    signedName: 'String?',
  });
  const CreateSubscriptionResult = flatObject(
    builder,
    'CreateSubscriptionResult',
    { paymentType: 'String', successType: 'String' },
    (t) => ({
      subscription: t.expose('subscription', { type: SubscriptionListItem }),
      invoice: t.expose('invoice', { type: Invoice, nullable: true }),
    }),
  );
  const ReactivationResult = flatObject(
    builder,
    'ReactivationResult',
    { message: 'String' },
    (t) => ({
      subscription: t.expose('subscription', { type: SubscriptionListItem }),
    }),
  );
  const SendBulkEsign = flatObject(builder, 'SendBulkEsign', { available: 'Boolean' });
  const CompanyDocumentLibrary = flatObject(
    builder,
    'CompanyDocumentLibrary',
    { applicationId: 'String', canEsign: 'Boolean' },
    (t) => ({ sendBulkEsign: t.expose('sendBulkEsign', { type: SendBulkEsign }) }),
  );
  return {
    UserSubscriptions,
    SubscriptionListItem,
    Bundle,
    BundlePreview,
    MigrationPreview,
    SetupIntent,
    PaymentMethod,
    CheckoutPreview,
    SubscriptionAgreement,
    CreateSubscriptionResult,
    ReactivationResult,
    CompanyDocumentLibrary,
  };
}

export type TBillingTypes = ReturnType<typeof billingTypes>;
