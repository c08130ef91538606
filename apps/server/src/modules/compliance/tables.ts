import { ATTACHED_PLAN_KINDS, COMPLIANCE_ITEM_KINDS } from '@app/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A plan bought through billing and attached to one of the customer's businesses. One
 * active plan of a kind per business, and one business per subscription: the partial
 * unique indexes decide when two attachments race past the checks.
 */
export const attachedPlans = pgTable(
  'attached_plans',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    businessId: text('business_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    bundleId: text('bundle_id'),
    kind: text('kind', { enum: ATTACHED_PLAN_KINDS }).notNull(),
    planHandle: text('plan_handle').notNull(),
    active: boolean('active').notNull().default(true),
    attachedAt: at('attached_at').notNull(),
  },
  (t) => [
    uniqueIndex('attached_plans_one_per_business_kind')
      .on(t.businessId, t.kind)
      .where(sql`${t.active}`),
    uniqueIndex('attached_plans_one_business_per_subscription')
      .on(t.subscriptionId)
      .where(sql`${t.active}`),
    index('attached_plans_user_idx').on(t.userId),
  ],
);

/** The dates a business's calendar is worked out from, as the customer gave them. */
export const complianceProfiles = pgTable('compliance_profiles', {
  businessId: text('business_id').primaryKey(),
  userId: userRef(),
  /** yyyy-MM-dd the company was registered (its annual review is the anniversary). */
  registeredOn: text('registered_on').notNull(),
  businessNameRenewalOn: text('business_name_renewal_on'),
  registeredOfficeConsentOnFile: boolean('registered_office_consent_on_file')
    .notNull()
    .default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One obligation on a business's calendar. `key` names the obligation (the review of one
 * year, one recorded change), so working the calendar out again never adds it twice.
 */
export const complianceItems = pgTable(
  'compliance_items',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    businessId: text('business_id').notNull(),
    key: text('key').notNull(),
    kind: text('kind', { enum: COMPLIANCE_ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    /** yyyy-MM-dd, a day on the Sydney calendar. */
    dueOn: text('due_on').notNull(),
    doneAt: at('done_at'),
    doneBy: text('done_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('compliance_items_business_key').on(t.businessId, t.key),
    index('compliance_items_user_idx').on(t.userId),
    index('compliance_items_due_idx').on(t.dueOn),
  ],
);
