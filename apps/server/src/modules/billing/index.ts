import type { TModule } from '../../platform/modules.js';
import type { TPaymentGateway } from './gateway/gateway.js';
import { createSandboxGateway } from './gateway/sandbox.js';
import * as sandboxTables from './gateway/sandbox-tables.js';
import { createStripeGateway } from './gateway/stripe.js';
import { registerBillingGraphql } from './graphql/index.js';
import { registerBillingRoutes } from './routes.js';
import { defineBillingJobs } from './service/billing-pass.js';
import { reconcilePayments } from './service/payment-intents.js';
import * as billingTables from './tables.js';

type TBillingTables = typeof billingTables & typeof sandboxTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TBillingTables {}
  interface TModuleDeps {
    /** Takes payments: the offline sandbox, or Stripe when configured. */
    gateway: TPaymentGateway;
  }
}

export type { TPaymentGateway } from './gateway/gateway.js';

/** Plans, payments, invoices and the gateway that takes the money. */
export const billingModule = {
  name: 'billing',
  tables: [billingTables, sandboxTables],
  provideDeps: ({ config, database, clock }, overrides) => ({
    gateway:
      overrides.gateway ??
      (config.STRIPE_SECRET_KEY
        ? createStripeGateway({
            secretKey: config.STRIPE_SECRET_KEY,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
          })
        : createSandboxGateway({ db: database.db, clock })),
  }),
  registerGraphql: registerBillingGraphql,
  registerRoutes: registerBillingRoutes,
  defineJobs: defineBillingJobs,
  // Payments a crash left half done are settled at once, not at the first billing pass.
  onStart: reconcilePayments,
} satisfies TModule;

// What other areas use.
export { cancelAllSubscriptions } from './service/cancel-all.js';
export { getSubscriptionSummary } from './service/entitlements.js';
export { usablePaymentMethod } from './service/payment-methods.js';
export { insertInvoice } from './service/payments.js';
export { subscriptionRowsOf } from './service/read.js';
export { firstPaymentsOf, type TFirstPayment } from './service/referral-payments.js';
export { refundInvoicePayment, type TInvoiceRefund } from './service/refund-invoice.js';
export { takePayment } from './service/take-payment.js';
export { netChargesSince, payingCustomerCount } from './staff-figures.js';
export { subscriptions } from './tables.js';
