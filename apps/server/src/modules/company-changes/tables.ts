import type {
  TChangePaymentStatus,
  TCompanyChange,
  TCompanyChangeType,
  TCompanyRegister,
  TCompanyReviewStatus,
} from '@app/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import { businesses } from '../businesses/index.js';

/**
 * A company's register (officeholders, members, share classes, addresses): what ASIC holds
 * about it beyond the ABR facts in `businesses`. One per company; a lodged change replaces it.
 */
export const companyRegisters = pgTable('company_registers', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  register: jsonb('register').$type<TCompanyRegister>().notNull(),
  /** The day ASIC registered the company, 'yyyy-MM-dd': its review date is the anniversary. */
  registeredOn: text('registered_on').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A Form 484 in the making and after: the change types chosen, their forms, the register as
 * it stood and as it will stand, its payment and its lodgement. The lodgement's idempotency
 * key is the change's id, so a retried submit lodges once.
 */
export const companyChanges = pgTable(
  'company_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The annual review whose corrections this change lodges, if any. */
    reviewId: text('review_id'),
    status: text('status').$type<TChangePaymentStatus>().notNull(),
    types: jsonb('types').$type<TCompanyChangeType[]>().notNull(),
    changes: jsonb('changes').$type<TCompanyChange[]>().notNull(),
    effectiveDate: text('effective_date'),
    priceCents: integer('price_cents').notNull(),
    chargeId: text('charge_id'),
    paymentFailure: text('payment_failure'),
    lodgementReference: text('lodgement_reference'),
    rejectionReason: text('rejection_reason'),
    /** The register as lodged and as it became: kept so the summary reads the same later. */
    registerBefore: jsonb('register_before').$type<TCompanyRegister>(),
    registerAfter: jsonb('register_after').$type<TCompanyRegister>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_changes_user_idx').on(t.userId, t.createdAt),
    index('company_changes_business_idx').on(t.businessId),
  ],
);

/** A company's annual review for one review date: checked, solvency resolved, completed. */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    reviewDate: text('review_date').notNull(),
    status: text('status').$type<TCompanyReviewStatus>().notNull(),
    solvencyResolvedOn: text('solvency_resolved_on'),
    solvencyResolvedBy: text('solvency_resolved_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('company_reviews_business_date').on(t.businessId, t.reviewDate)],
);
