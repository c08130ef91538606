import type {
  TAbnApplication,
  TBusinessNameApplication,
  TCompanyApplicationStatus,
  TCompanyForm,
  TCompanyStep,
  TGovernmentFee,
  TRegistrationApplicationKind,
  TRegistrationStatus,
  TTrademarkRequest,
} from '@app/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/** One moment of an application's timeline (SPEC §3 company application status). */
export type TStatusEntry = {
  status: TCompanyApplicationStatus;
  at: string;
  reason?: string;
  /** On a refusal: what was refunded, in the words the customer was told. */
  refund?: string;
};

/**
 * A company registration (ACN_REGISTRATION) being prepared, lodged or decided. The form is
 * kept whole as the wizard saved it, so the application reopens where the customer left it;
 * the government fee is copied in when the application starts, so a later fee change does
 * not alter what this customer was shown.
 */
export const companyApplications = pgTable(
  'company_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: [
        'Commenced',
        'EmailVerification',
        'InProgress',
        'Submitted',
        'Flagged',
        'Registered',
        'Rejected',
      ],
    })
      .$type<TCompanyApplicationStatus>()
      .notNull(),
    form: jsonb('form').$type<TCompanyForm>().notNull(),
    lastStep: text('last_step').$type<TCompanyStep>(),
    timeline: jsonb('timeline').$type<TStatusEntry[]>().notNull(),
    governmentFee: jsonb('government_fee').$type<TGovernmentFee>().notNull(),
    serviceFeeInCents: integer('service_fee_in_cents').notNull(),
    lodgementReference: text('lodgement_reference'),
    acn: text('acn'),
    abn: text('abn'),
    /** The business the registered company became in the customer's account. */
    businessId: text('business_id'),
    decisionReason: text('decision_reason'),
    /** Where paying for the application stands (SPEC "Change payment status"). */
    paymentStatus: text('payment_status', { enum: ['PendingPayment', 'Paid', 'PaymentFailed'] })
      .$type<TRegistrationPaymentStatus>()
      .notNull()
      .default('PendingPayment'),
    /** The gateway's words for the last refused payment, shown until a payment succeeds. */
    paymentFailure: text('payment_failure'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_applications_user_idx').on(t.userId, t.createdAt),
    // One application per registered business: a retried decision cannot add a second.
    uniqueIndex('company_applications_business_unique').on(t.businessId),
  ],
);

export type TRegistrationPaymentStatus = 'PendingPayment' | 'Paid' | 'PaymentFailed';

/**
 * The payment for one application: its invoice in billing and what was taken. The unique
 * application id is the last guard against charging twice: a second payment's records are
 * refused by it, and billing then gives that money straight back.
 */
export const registrationPayments = pgTable(
  'registration_payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: text('application_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('registration_payments_application_unique').on(t.applicationId)],
);

/** One moment of an ABN or business name application's timeline (SPEC §3 registration status). */
export type TRegistrationEntry = { status: TRegistrationStatus; at: string; reason?: string };

/**
 * An ABN application (ABN_REGISTRATION) or a business name registration. Each is one form,
 * saved until the customer submits it; the register's decision and what it issued are kept.
 */
export const registrationApplications = pgTable(
  'registration_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ABN_REGISTRATION', 'BUSINESS_NAME'] })
      .$type<TRegistrationApplicationKind>()
      .notNull(),
    status: text('status', {
      enum: ['COMMENCED', 'INCOMPLETE', 'PAID', 'APPROVED', 'REJECTED', 'CANCELED'],
    })
      .$type<TRegistrationStatus>()
      .notNull(),
    form: jsonb('form').$type<TAbnApplication | TBusinessNameApplication>().notNull(),
    timeline: jsonb('timeline').$type<TRegistrationEntry[]>().notNull(),
    lodgementReference: text('lodgement_reference'),
    /** The ABN issued (an ABN application) or the one the name is registered to. */
    abn: text('abn'),
    businessId: text('business_id'),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registration_applications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A request for a trade mark application: an order staff see until the marketplace can turn
 * it into a brief for a lawyer.
 */
export const trademarkOrders = pgTable(
  'trademark_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED'],
    }).notNull(),
    request: jsonb('request').$type<TTrademarkRequest>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trademark_orders_user_idx').on(t.userId, t.createdAt)],
);
