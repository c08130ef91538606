import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The sandbox gateway's own records: what a card processor would hold on its side.
// Only the billing gateway adapter reads these; the billing area keeps its own copies.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  /** SHA-256 of the client secret handed to the browser. */
  clientSecretHash: text('client_secret_hash').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  paymentMethodId: text('payment_method_id'),
  createdAt: at('created_at').notNull(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    type: text('type', { enum: ['card', 'au_becs_debit'] }).notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    bsb: text('bsb'),
    /** How the test instrument behaves when charged (see sandbox-instruments.ts). */
    behaviour: text('behaviour').notNull(),
    /** Removed from the customer: it can no longer be charged. */
    detachedAt: at('detached_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customerId)],
);

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    refundedInCents: integer('refunded_in_cents').notNull().default(0),
    /** succeeded | failed | processing (a direct debit until it settles) */
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    settlesAt: at('settles_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    check(
      'sandbox_charges_refund_within_amount',
      sql`${t.refundedInCents} >= 0 and ${t.refundedInCents} <= ${t.amountInCents}`,
    ),
  ],
);

/** Each refund the processor made, by its idempotency key: asking twice refunds once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey)],
);
