import {
  CATALOGUE,
  ENTITLED_STATES,
  PAY_PER_DOCUMENT_HANDLE,
  planCoverage,
  SUBSCRIPTION_STATES,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

// The billing area is the system of record for plans and money: subscriptions, invoices,
// charges and coupons live here; the payment gateway only moves money and keeps cards.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** States in which a plan is live: it holds its rights and may be charged. */
const LIVE_STATES = sql.raw(ENTITLED_STATES.map((s) => `'${s}'`).join(', '));

// What each plan covers (packages/domain planCoverage), as SQL, so the database itself can
// refuse a second live plan covering the same thing, whichever code path writes it.
const COVERAGE_SQL = sql.raw(
  `case product_handle ${CATALOGUE.flatMap((item) => {
    const coverage = planCoverage(item.handle);
    return coverage ? [`when '${item.handle}' then '${coverage}'`] : [];
  }).join(' ')} else null end`,
);
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

/** A plan's state (SPEC §3), the domain's list: the database refuses any other word. */
export const subscriptionState = pgEnum('subscription_state', SUBSCRIPTION_STATES);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    productHandle: text('product_handle').notNull(),
    state: subscriptionState('state').notNull(),
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
    /** What the plan covers (derived from the handle); null for one-off purchases. */
    coverage: text('coverage').generatedAlwaysAs(COVERAGE_SQL),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx').on(t.state, t.currentPeriodEndsAt),
    // Two purchases racing past every check still cannot leave a customer paying twice
    // for one thing: one live plan per coverage...
    uniqueIndex('subscriptions_one_live_plan_per_coverage')
      .on(t.userId, t.coverage)
      .where(sql`${t.state} in (${LIVE_STATES}) and ${t.coverage} is not null`),
    // ...and one live pay-per-document purchase per document.
    uniqueIndex('subscriptions_one_live_document_purchase')
      .on(t.userId, t.assetFlakeId)
      .where(
        sql`${t.productHandle} = ${sql.raw(`'${PAY_PER_DOCUMENT_HANDLE}'`)} and ${t.state} = 'active'`,
      ),
  ],
);

export type TInvoiceLine = {
  description: string;
  amountInCents: number;
  /** A fee passed on without GST (a government fee): left out of the GST in the total. */
  gstFree?: boolean;
};

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
    // Refunds together never exceed what was charged, whatever races to write them.
    check(
      'charges_refund_within_amount',
      sql`${t.refundedInCents} >= 0 and ${t.refundedInCents} <= ${t.amountInCents}`,
    ),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
    amountInCents: integer('amount_in_cents').notNull().default(0),
    percentage: real('percentage').notNull().default(0),
    productHandles: jsonb('product_handles').$type<string[]>().notNull().default([]),
    /** 'plan' for single plans, 'bundle' for bundles. */
    scope: text('scope', { enum: ['plan', 'bundle'] })
      .notNull()
      .default('plan'),
    /** May be combined with other stackable coupons on one purchase. */
    stackable: boolean('stackable').notNull().default(false),
    recurring: boolean('recurring').notNull().default(false),
    duration: integer('duration'),
    usesAllowed: integer('uses_allowed'),
    useCount: integer('use_count').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** A sale coupon (eofy, cyberMonday, blackFriday) works only while its sale runs. */
    saleKind: text('sale_kind', { enum: ['eofy', 'cyberMonday', 'blackFriday'] }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'coupons_uses_within_allowed',
      sql`${t.useCount} >= 0 and (${t.usesAllowed} is null or ${t.useCount} <= ${t.usesAllowed})`,
    ),
  ],
);

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
    invoiceId: text('invoice_id').references(() => invoices.id),
    /** What this coupon took off (each coupon of a purchase has its own row). */
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

/**
 * A call to the gateway that moves money, written and committed before the call. If the
 * process dies between the gateway's answer and the books, the reconciler finds the intent
 * still pending and settles it: a charge is refunded, a refund is recorded (payment-intents.ts).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    /** 'charge' or 'refund'. */
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    /** The operation that asked: purchase, migration, reactivation, bundle, cancellation. */
    operation: text('operation').notNull(),
    /**
     * pending: written, the gateway may or may not have been called; completed: in the books;
     * declined: the gateway refused; abandoned: the gateway never took it; refunded: a charge
     * that never reached the books was given back; refund_due: that refund waits for the
     * payment to settle.
     */
    status: text('status', {
      enum: ['pending', 'completed', 'declined', 'abandoned', 'refunded', 'refund_due'],
    }).notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    /** Sent to the gateway: retries of this intent never move money twice. */
    gatewayKey: text('gateway_key').notNull(),
    gatewayCustomerId: text('gateway_customer_id'),
    paymentMethodId: text('payment_method_id'),
    /** For a refund: the gateway charge it refunds. */
    gatewayChargeId: text('gateway_charge_id'),
    /** The client's idempotency key, released when an unfinished intent is settled. */
    requestKey: text('request_key'),
    /** Coupon uses reserved for this intent, given back unless it completes. */
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    /** What the operation was about, for the audit trail and the reconciler. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('payment_intents_gateway_key').on(t.gatewayKey),
    index('payment_intents_unsettled_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'refund_due')`),
  ],
);

/** Gateway webhook events already handled: each is processed once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
});
