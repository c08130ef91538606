import {
  INVOICE_STATUSES,
  PAYMENT_TYPES,
  type TActiveSubscriptionSummary,
  type TSubscriptionCouponDiscount,
} from '@app/domain';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { oneOf, wireEnums } from '../../../platform/graphql/enums.js';
import type { invoiceView } from '../service/invoice-view.js';
import type { getUserSubscriptions } from '../service/read.js';
import type { TSubscriptionListItem } from '../service/subscription-rows.js';
import { bundleTypes } from './bundle-types.js';
import { resultTypes } from './result-types.js';

// The GraphQL shapes of SPEC §3's billing records, field names as the spec spells them. Each
// object is backed by the type the service returns, so a field that is misspelt, removed or
// of another type there fails the compile here.

export type TUserSubscriptions = Awaited<ReturnType<typeof getUserSubscriptions>>;
type TActiveCard = NonNullable<TUserSubscriptions['activeCard']>;
type TInvoice = ReturnType<typeof invoiceView>;

export function billingTypes(builder: TBuilder) {
  const {
    SubscriptionState,
    SubscriptionItemType,
    PaymentType,
    CouponDiscountType,
    InvoiceStatus,
  } = wireEnums(builder);

  const ActiveSubscriptionSummary = builder
    .objectRef<TActiveSubscriptionSummary>('ActiveSubscriptionSummary')
    .implement({
      fields: (t) => ({
        id: t.exposeString('id', { nullable: true }),
        handle: t.exposeString('handle', { nullable: false }),
        name: t.exposeString('name', { nullable: false }),
        icon: t.exposeString('icon', { nullable: false }),
        background: t.exposeString('background', { nullable: false }),
        border: t.exposeString('border', { nullable: false }),
        state: t.expose('state', { type: SubscriptionState, nullable: true }),
        canAccessAllDocuments: t.exposeBoolean('canAccessAllDocuments', { nullable: false }),
        canBookConsultation: t.exposeBoolean('canBookConsultation', { nullable: false }),
        canBookAccountantConsultation: t.exposeBoolean('canBookAccountantConsultation', {
          nullable: false,
        }),
        canAccessPartnerOffers: t.exposeBoolean('canAccessPartnerOffers', { nullable: false }),
        canHaveTeam: t.exposeBoolean('canHaveTeam', { nullable: false }),
        canUseAI: t.exposeBoolean('canUseAI', { nullable: false }),
        canClaimTrial: t.exposeBoolean('canClaimTrial', { nullable: false }),
        notUpgradeable: t.exposeBoolean('notUpgradeable', { nullable: false }),
        isTrialing: t.exposeBoolean('isTrialing', { nullable: false }),
        hasCompanyPlan: t.exposeBoolean('hasCompanyPlan', { nullable: false }),
        isPaidUser: t.exposeBoolean('isPaidUser', { nullable: false }),
        isTeamSubscription: t.exposeBoolean('isTeamSubscription', { nullable: false }),
        standaloneVirtualOffice: t.exposeBoolean('standaloneVirtualOffice', { nullable: false }),
        earliestSubscriptionIndex: t.exposeInt('earliestSubscriptionIndex', { nullable: false }),
        unsignedSubscriptionIds: t.exposeStringList('unsignedSubscriptionIds', { nullable: false }),
        pastDueDate: t.expose('pastDueDate', { type: 'DateTime', nullable: true }),
      }),
    });

  const CouponDiscount = builder
    .objectRef<TSubscriptionCouponDiscount>('CouponDiscount')
    .implement({
      fields: (t) => ({
        code: t.exposeString('code', { nullable: false }),
        value: t.exposeFloat('value', { nullable: false }),
        discountType: t.expose('discountType', { type: CouponDiscountType, nullable: false }),
        recurring: t.exposeBoolean('recurring', { nullable: false }),
        duration: t.exposeInt('duration', { nullable: true }),
        endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
      }),
    });

  const Invoice = builder.objectRef<TInvoice>('Invoice').implement({
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      number: t.exposeString('number', { nullable: false }),
      status: t.field({
        type: InvoiceStatus,
        nullable: false,
        resolve: (i) => oneOf(INVOICE_STATUSES, i.status),
      }),
      subscriptionId: t.exposeString('subscriptionId', { nullable: true }),
      bundleId: t.exposeString('bundleId', { nullable: true }),
      issuedAt: t.expose('issuedAt', { type: 'DateTime', nullable: false }),
      paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
      periodStart: t.expose('periodStart', { type: 'DateTime', nullable: true }),
      periodEnd: t.expose('periodEnd', { type: 'DateTime', nullable: true }),
      subtotalInCents: t.exposeInt('subtotalInCents', { nullable: false }),
      discountInCents: t.exposeInt('discountInCents', { nullable: false }),
      creditAppliedInCents: t.exposeInt('creditAppliedInCents', { nullable: false }),
      totalInCents: t.exposeInt('totalInCents', { nullable: false }),
      amountPaidInCents: t.exposeInt('amountPaidInCents', { nullable: false }),
      refundedInCents: t.exposeInt('refundedInCents', {
        nullable: false,
        description: 'What was given back of what was paid on this invoice.',
      }),
      amountDueInCents: t.exposeInt('amountDueInCents', { nullable: false }),
      description: t.exposeString('description', { nullable: false }),
      downloadUrl: t.exposeString('downloadUrl', { nullable: false }),
    }),
  });

  const SubscriptionListItem = builder
    .objectRef<TSubscriptionListItem>('SubscriptionListItem')
    .implement({
      fields: (t) => ({
        id: t.exposeString('id', { nullable: false }),
        product: t.exposeString('product', { nullable: false }),
        productId: t.exposeString('productId', { nullable: false }),
        productName: t.exposeString('productName', { nullable: false }),
        productFamily: t.exposeString('productFamily', { nullable: false }),
        type: t.expose('type', { type: SubscriptionItemType, nullable: false }),
        bundleId: t.exposeString('bundleId', { nullable: true }),
        state: t.expose('state', { type: SubscriptionState, nullable: false }),
        price: t.exposeInt('price', { nullable: false }),
        interval: t.exposeString('interval', { nullable: false }),
        intervalCount: t.exposeInt('intervalCount', { nullable: false }),
        balanceInCents: t.exposeInt('balanceInCents', { nullable: false }),
        cancelAtEndPeriod: t.exposeBoolean('cancelAtEndPeriod', { nullable: false }),
        paymentType: t.field({
          type: PaymentType,
          nullable: false,
          resolve: (s) => oneOf(PAYMENT_TYPES, s.paymentType),
        }),
        bankName: t.exposeString('bankName', { nullable: true }),
        maskedCardNumber: t.exposeString('maskedCardNumber', { nullable: true }),
        cardType: t.exposeString('cardType', { nullable: true }),
        creditCardExpiryMonth: t.exposeInt('creditCardExpiryMonth', { nullable: true }),
        creditCardExpiryYear: t.exposeInt('creditCardExpiryYear', { nullable: true }),
        expires_at: t.expose('expires_at', { type: 'DateTime', nullable: true }),
        initialChargeInCents: t.exposeInt('initialChargeInCents', { nullable: false }),
        activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
        nextAssessmentAt: t.expose('nextAssessmentAt', { type: 'DateTime', nullable: true }),
        renewalDate: t.expose('renewalDate', { type: 'DateTime', nullable: true }),
        nextProductHandle: t.exposeString('nextProductHandle', { nullable: true }),
        receiptEmail: t.exposeString('receiptEmail', { nullable: false }),
        selfServiceUrl: t.exposeString('selfServiceUrl', { nullable: true }),
        trialInterval: t.exposeInt('trialInterval', { nullable: true }),
        trialIntervalUnit: t.exposeString('trialIntervalUnit', { nullable: true }),
        trialPriceInCents: t.exposeInt('trialPriceInCents', { nullable: true }),
        trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
        currentPeriodEndsAt: t.expose('currentPeriodEndsAt', {
          type: 'DateTime',
          nullable: true,
        }),
        pastDueSince: t.expose('pastDueSince', { type: 'DateTime', nullable: true }),
        canceledAt: t.expose('canceledAt', { type: 'DateTime', nullable: true }),
        needsSignedAgreement: t.exposeBoolean('needsSignedAgreement', { nullable: false }),
        signed: t.exposeBoolean('signed', { nullable: false }),
        isTeamSubscription: t.exposeBoolean('isTeamSubscription', { nullable: false }),
        couponUsesAllowed: t.exposeInt('couponUsesAllowed', { nullable: true }),
        couponUseCount: t.exposeInt('couponUseCount', { nullable: true }),
        couponCodes: t.exposeStringList('couponCodes', { nullable: false }),
        nextRenewalPriceInCents: t.exposeInt('nextRenewalPriceInCents', { nullable: false }),
        couponDiscount: t.expose('couponDiscount', { type: CouponDiscount, nullable: true }),
      }),
    });

  const ActiveCard = builder.objectRef<TActiveCard>('ActiveCard').implement({
    fields: (t) => ({
      subscriptionId: t.exposeString('subscriptionId', { nullable: false }),
      subscriptionName: t.exposeString('subscriptionName', { nullable: false }),
      cardType: t.exposeString('cardType', { nullable: false }),
      lastFour: t.exposeString('lastFour', { nullable: false }),
      expiryMonth: t.exposeInt('expiryMonth', { nullable: false }),
      expiryYear: t.exposeInt('expiryYear', { nullable: false }),
      selfServiceUrl: t.exposeString('selfServiceUrl', { nullable: true }),
      currentCoupon: t.exposeString('currentCoupon', { nullable: true }),
    }),
  });

  const { Bundle, BundlePreview } = bundleTypes(builder);

  const UserSubscriptions = builder.objectRef<TUserSubscriptions>('UserSubscriptions').implement({
    fields: (t) => ({
      now: t.expose('now', { type: 'DateTime', nullable: false }),
      activeSubscription: t.expose('activeSubscription', {
        type: ActiveSubscriptionSummary,
        nullable: false,
      }),
      subscriptionList: t.expose('subscriptionList', {
        type: [SubscriptionListItem],
        nullable: false,
      }),
      activeCard: t.expose('activeCard', { type: ActiveCard, nullable: true }),
      bundles: t.expose('bundles', { type: [Bundle], nullable: false }),
      invoices: t.expose('invoices', { type: [Invoice], nullable: false }),
    }),
  });

  return {
    UserSubscriptions,
    SubscriptionListItem,
    Invoice,
    Bundle,
    BundlePreview,
    ...resultTypes(builder, { SubscriptionListItem, Invoice }),
  };
}

export type TBillingTypes = ReturnType<typeof billingTypes>;
