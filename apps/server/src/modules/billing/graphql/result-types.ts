import { PAYMENT_TYPES } from '@app/domain';
import type { TBuilder, TObjectRef } from '../../../platform/graphql/builder.js';
import { oneOf, wireEnums } from '../../../platform/graphql/enums.js';
import type { getSubscriptionAgreement } from '../service/agreement.js';
import type { reactivateSubscription } from '../service/cancel.js';
import type { getCompanyDocumentLibrary } from '../service/company-library.js';
import type { invoiceView } from '../service/invoice-view.js';
import type { getMigrationPreview } from '../service/migrate.js';
import type { createSetupIntent, listPaymentMethods } from '../service/payment-methods.js';
import type { createSubscription, previewCheckout } from '../service/purchase.js';
import type { TSubscriptionListItem } from '../service/subscription-rows.js';
import { billingEnums } from './billing-enums.js';

type TResult<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type TPaymentMethod = TResult<typeof listPaymentMethods>[number];
type TCompanyDocumentLibrary = TResult<typeof getCompanyDocumentLibrary>;

/** What billing's queries and mutations answer besides the subscription records. */
export function resultTypes(
  builder: TBuilder,
  refs: {
    SubscriptionListItem: TObjectRef<TSubscriptionListItem>;
    Invoice: TObjectRef<ReturnType<typeof invoiceView>>;
  },
) {
  const { PaymentType, PaymentSuccessType } = wireEnums(builder);
  const { PaymentMethodType, PaymentGateway } = billingEnums(builder);

  const MigrationPreview = builder
    .objectRef<TResult<typeof getMigrationPreview>>('MigrationPreview')
    .implement({
      fields: (t) => ({
        prorated_adjustment_in_cents: t.exposeInt('prorated_adjustment_in_cents', {
          nullable: false,
        }),
        charge_in_cents: t.exposeInt('charge_in_cents', { nullable: false }),
        payment_due_in_cents: t.exposeInt('payment_due_in_cents', { nullable: false }),
        credit_applied_in_cents: t.exposeInt('credit_applied_in_cents', { nullable: false }),
        /** When the new plan next renews, and at what price: the customer sees both first. */
        renewalDate: t.expose('renewalDate', { type: 'DateTime', nullable: true }),
        renewalPriceInCents: t.exposeInt('renewalPriceInCents', { nullable: false }),
      }),
    });

  const SetupIntent = builder
    .objectRef<TResult<typeof createSetupIntent>>('SetupIntent')
    .implement({
      fields: (t) => ({
        stripeCustomerId: t.exposeString('stripeCustomerId', { nullable: false }),
        intentId: t.exposeString('intentId', { nullable: false }),
        clientSecret: t.exposeString('clientSecret', { nullable: false }),
        gateway: t.expose('gateway', { type: PaymentGateway, nullable: false }),
        publishableKey: t.exposeString('publishableKey', { nullable: true }),
      }),
    });

  const PaymentMethodCard = builder
    .objectRef<NonNullable<TPaymentMethod['card']>>('PaymentMethodCard')
    .implement({
      fields: (t) => ({
        brand: t.exposeString('brand', { nullable: false }),
        exp_month: t.exposeInt('exp_month', { nullable: false }),
        exp_year: t.exposeInt('exp_year', { nullable: false }),
        last4: t.exposeString('last4', { nullable: false }),
      }),
    });

  const PaymentMethodBank = builder
    .objectRef<NonNullable<TPaymentMethod['bankAccount']>>('PaymentMethodBank')
    .implement({
      fields: (t) => ({
        bankName: t.exposeString('bankName', { nullable: false }),
        bsb: t.exposeString('bsb', { nullable: false }),
        last4: t.exposeString('last4', { nullable: false }),
      }),
    });

  const PaymentMethod = builder.objectRef<TPaymentMethod>('PaymentMethod').implement({
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      type: t.expose('type', { type: PaymentMethodType, nullable: false }),
      defaultPayment: t.exposeBoolean('defaultPayment', { nullable: false }),
      card: t.expose('card', { type: PaymentMethodCard, nullable: true }),
      bankAccount: t.expose('bankAccount', { type: PaymentMethodBank, nullable: true }),
    }),
  });

  const CheckoutPreview = builder
    .objectRef<TResult<typeof previewCheckout>>('CheckoutPreview')
    .implement({
      fields: (t) => ({
        productHandle: t.exposeString('productHandle', { nullable: false }),
        productName: t.exposeString('productName', { nullable: false }),
        listPriceInCents: t.exposeInt('listPriceInCents', { nullable: false }),
        discountInCents: t.exposeInt('discountInCents', { nullable: false }),
        dueTodayInCents: t.exposeInt('dueTodayInCents', { nullable: false }),
        trialDays: t.exposeInt('trialDays', { nullable: true }),
        renewalPriceInCents: t.exposeInt('renewalPriceInCents', { nullable: false }),
        renewalDate: t.expose('renewalDate', { type: 'DateTime', nullable: false }),
        couponCodes: t.exposeStringList('couponCodes', { nullable: false }),
      }),
    });

  const SubscriptionAgreement = builder
    .objectRef<TResult<typeof getSubscriptionAgreement>>('SubscriptionAgreement')
    .implement({
      fields: (t) => ({
        subscriptionId: t.exposeString('subscriptionId', { nullable: false }),
        productName: t.exposeString('productName', { nullable: false }),
        title: t.exposeString('title', { nullable: false }),
        body: t.exposeStringList('body', { nullable: false }),
        signedAt: t.expose('signedAt', { type: 'DateTime', nullable: true }),
        signedName: t.exposeString('signedName', { nullable: true }),
      }),
    });

  const CreateSubscriptionResult = builder
    .objectRef<TResult<typeof createSubscription>>('CreateSubscriptionResult')
    .implement({
      fields: (t) => ({
        paymentType: t.field({
          type: PaymentType,
          nullable: false,
          resolve: (r) => oneOf(PAYMENT_TYPES, r.paymentType),
        }),
        successType: t.expose('successType', { type: PaymentSuccessType, nullable: false }),
        subscription: t.expose('subscription', {
          type: refs.SubscriptionListItem,
          nullable: false,
        }),
        invoice: t.expose('invoice', { type: refs.Invoice, nullable: true }),
      }),
    });

  const ReactivationResult = builder
    .objectRef<TResult<typeof reactivateSubscription>>('ReactivationResult')
    .implement({
      fields: (t) => ({
        message: t.exposeString('message', { nullable: false }),
        subscription: t.expose('subscription', {
          type: refs.SubscriptionListItem,
          nullable: false,
        }),
      }),
    });

  const SendBulkEsign = builder
    .objectRef<TCompanyDocumentLibrary['sendBulkEsign']>('SendBulkEsign')
    .implement({
      fields: (t) => ({ available: t.exposeBoolean('available', { nullable: false }) }),
    });

  const CompanyDocumentLibrary = builder
    .objectRef<TCompanyDocumentLibrary>('CompanyDocumentLibrary')
    .implement({
      fields: (t) => ({
        applicationId: t.exposeString('applicationId', { nullable: false }),
        canEsign: t.exposeBoolean('canEsign', { nullable: false }),
        sendBulkEsign: t.expose('sendBulkEsign', { type: SendBulkEsign, nullable: false }),
      }),
    });

  return {
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
