import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.js';

// The billing area is the system of record for plans and money: subscriptions, invoices,
// charges and coupons live here; the payment gateway only moves money and keeps cards.

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The user's customer record at the gateway and their default payment method. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gatewayCustomerId: text('gateway_customer_id').notNull().unique(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: at('created_at').notNull(),
});

/** A copy of what the gateway holds about a saved card or bank account (never the number). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    type: text('type', { enum: ['card', 'au_becs_debit'] }).notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    bsb: text('bsb'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

export const bundles = pgTable(
  'bundles',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    entityName: text('entity_name'),
    billingCycle: text('billing_cycle', { enum: ['quarterly', 'upfront'] }).notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    couponCode: text('coupon_code'),
    discountPercentage: integer('discount_percentage').notNull(),
    initialChargeInCents: integer('initial_charge_in_cents').notNull(),
    initialDiscountInCents: integer('initial_discount_in_cents').notNull(),
    /** What each plan costs in the bundle's first year and after (SPEC §3 Bundle products). */
    products: jsonb('products')
      .$type<
        {
          productHandle: string;
          productName: string;
          planType: string;
          firstYearDiscountedPrice: number;
          annualRenewalCost: number;
        }[]
      >()
      .notNull(),
    /** The first year's instalments: [{ date, amountInCents, status }]. */
    schedule: jsonb('schedule')
      .$type<{ date: string; amountInCents: number; status: 'scheduled' | 'paid' | 'failed' }[]>()
      .notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('bundles_user_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    productHandle: text('product_handle').notNull(),
    state: text('state').notNull(),
    paymentMethodId: text('payment_method_id'),
    /** List price per interval when bought; renewals use the catalogue price of the day. */
    priceInCents: integer('price_in_cents').notNull(),
    /** Credit owed to the customer (from a migration), used up by later charges. */
    balanceInCents: integer('balance_in_cents').notNull().default(0),
    /** What the current period actually cost, the base for proration. */
    periodPaidInCents: integer('period_paid_in_cents').notNull().default(0),
    initialChargeInCents: integer('initial_charge_in_cents').notNull().default(0),
    cancelAtEndPeriod: boolean('cancel_at_end_period').notNull().default(false),
    activatedAt: at('activated_at'),
    trialEndsAt: at('trial_ends_at'),
    currentPeriodStartedAt: at('current_period_started_at'),
    /** The next assessment: renewal, trial end or retry is due from here. */
    currentPeriodEndsAt: at('current_period_ends_at'),
    canceledAt: at('canceled_at'),
    /** When access ends for a plan that does not renew (pay per document: 4 months). */
    expiresAt: at('expires_at'),
    pastDueSince: at('past_due_since'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: at('next_retry_at'),
    nextProductHandle: text('next_product_handle'),
    receiptEmail: text('receipt_email').notNull(),
    needsAgreement: boolean('needs_agreement').notNull().default(false),
    agreementSignedAt: at('agreement_signed_at'),
    agreementSignedName: text('agreement_signed_name'),
    isTeam: boolean('is_team').notNull().default(false),
    bundleId: text('bundle_id').references(() => bundles.id),
    couponCode: text('coupon_code'),
    /** Renewals the recurring coupon has discounted so far, against its duration. */
    couponPeriodsUsed: integer('coupon_periods_used').notNull().default(0),
    assetFlakeId: text('asset_flake_id'),
    businessName: text('business_name'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx').on(t.state, t.currentPeriodEndsAt),
  ],
);

export type TInvoiceLine = { description: string; amountInCents: number };

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: userRef(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    bundleId: text('bundle_id').references(() => bundles.id),
    /** deleted | draft | open | paid | uncollectible | void (SPEC §3). */
    status: text('status').notNull(),
    /** purchase | renewal | migration | reactivation | instalment */
    kind: text('kind').notNull().default('purchase'),
    description: text('description').notNull(),
    lines: jsonb('lines').$type<TInvoiceLine[]>().notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    subtotalInCents: integer('subtotal_in_cents').notNull(),
    discountInCents: integer('discount_in_cents').notNull().default(0),
    creditAppliedInCents: integer('credit_applied_in_cents').notNull().default(0),
    totalInCents: integer('total_in_cents').notNull(),
    amountPaidInCents: integer('amount_paid_in_cents').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    issuedAt: at('issued_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_subscription_idx').on(t.subscriptionId),
    // Two billing passes racing on one renewal make one invoice, so one charge.
    uniqueIndex('invoices_one_renewal_per_period')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'renewal'`),
  ],
);

export const charges = pgTable(
  'charges',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    invoiceId: text('invoice_id').references(() => invoices.id),
    paymentMethodId: text('payment_method_id').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    /** succeeded | processing | failed | refunded */
    status: text('status').notNull(),
    refundedInCents: integer('refunded_in_cents').notNull().default(0),
    gatewayChargeId: text('gateway_charge_id'),
    /** Sent to the gateway with the charge: the same key never charges twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureMessage: text('failure_message'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('charges_idempotency_key').on(t.idempotencyKey),
    index('charges_gateway_idx').on(t.gatewayChargeId),
    index('charges_processing_idx').on(t.status),
  ],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
  amountInCents: integer('amount_in_cents').notNull().default(0),
  percentage: real('percentage').notNull().default(0),
  productHandles: jsonb('product_handles').$type<string[]>().notNull().default([]),
  recurring: boolean('recurring').notNull().default(false),
  duration: integer('duration'),
  usesAllowed: integer('uses_allowed'),
  useCount: integer('use_count').notNull().default(0),
  endsAt: at('ends_at'),
  createdAt: at('created_at').notNull(),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    userId: userRef(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    bundleId: text('bundle_id').references(() => bundles.id),
    discountInCents: integer('discount_in_cents').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('coupon_redemptions_user_idx').on(t.userId)],
);

/** Every movement of money and every change of plan, with who did it. */
export const billingAudit = pgTable(
  'billing_audit',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    /** The signed-in person: an admin when impersonating, the system for renewals. */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    subscriptionId: text('subscription_id'),
    bundleId: text('bundle_id'),
    invoiceId: text('invoice_id'),
    chargeId: text('charge_id'),
    amountInCents: integer('amount_in_cents'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('billing_audit_user_idx').on(t.userId, t.createdAt)],
);

/** A client's retry of the same purchase returns the first answer instead of buying twice. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userRef(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** Fingerprint of the input: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    resultId: text('result_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Gateway webhook events already handled: each is processed once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
});
