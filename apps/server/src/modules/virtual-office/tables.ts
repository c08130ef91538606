import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/** The signed authorisation of SPEC §3, kept as given (the signature as its stored upload). */
export type TStoredAuthorisation = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  role: ('director' | 'secretary')[];
  acnNumber: string;
  signedDate: string;
  signatureKey: string;
};

/**
 * A virtual office: one of our locations used as a customer's business address. Chosen
 * first (PendingPayment), then made Active when its paid plan is finalised with the signed
 * authorisation. One office per business, and one office per paid plan: the unique indexes
 * refuse a second even when two requests race.
 */
export const virtualOffices = pgTable(
  'virtual_offices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The business (no foreign key: account deletion erases businesses first, and this area
     * must still find its offices then to remove their consent and scans from the file store).
     */
    businessId: text('business_id').notNull(),
    locationId: text('location_id').notNull(),
    planHandle: text('plan_handle').notNull(),
    status: text('status', { enum: ['PendingPayment', 'Active'] }).notNull(),
    /** The mailbox reference mail is sorted by at the office. */
    reference: text('reference').notNull(),
    subscriptionId: text('subscription_id'),
    authorisation: jsonb('authorisation').$type<TStoredAuthorisation>(),
    /** The occupier's s 100 consent (with the authorisation), in the file store. */
    consentKey: text('consent_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('virtual_offices_business_unique').on(t.businessId),
    uniqueIndex('virtual_offices_subscription_unique').on(t.subscriptionId),
    uniqueIndex('virtual_offices_reference_unique').on(t.reference),
    index('virtual_offices_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An item of mail received at a virtual office, its scan stored as a PDF. */
export const virtualOfficeMail = pgTable(
  'virtual_office_mail',
  {
    id: text('id').primaryKey(),
    virtualOfficeId: text('virtual_office_id')
      .notNull()
      .references(() => virtualOffices.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    /** yyyy-MM-dd, the day it arrived at the office. */
    receivedOn: text('received_on').notNull(),
    scanKey: text('scan_key').notNull(),
    scanName: text('scan_name').notNull(),
    /** The staff member who recorded it (kept when their account goes). */
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('virtual_office_mail_office_idx').on(t.virtualOfficeId, t.receivedOn)],
);
