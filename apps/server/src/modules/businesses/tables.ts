import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/**
 * A business in a customer's account (SPEC §3 business list item and its details). The
 * register's facts are copied in when the business is linked, so the list reads one table.
 * One ABN belongs to one account: the unique index is what refuses a second customer even
 * when two link the same business at the same instant.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    abn: text('abn').notNull(),
    acn: text('acn'),
    entityName: text('entity_name').notNull(),
    /** The ABR's entity type ("Australian Private Company", "Individual/Sole Trader", ...). */
    businessStructure: text('business_structure').notNull(),
    /** Registered or Deregistered, as the register last said. */
    entityStatus: text('entity_status').notNull(),
    stateCode: text('state_code').notNull(),
    postcode: text('postcode').notNull(),
    businessNames: jsonb('business_names').$type<string[]>().notNull(),
    /** yyyy-MM-dd the GST registration took effect; null when not registered for GST. */
    gstRegisteredFrom: text('gst_registered_from'),
    /** SPEC §3 registration kind: BYOB for a business the customer brought. */
    registrationKind: text('registration_kind', {
      enum: ['ABN_REGISTRATION', 'ACN_REGISTRATION', 'BYOB'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('businesses_abn_unique').on(t.abn),
    index('businesses_user_idx').on(t.userId, t.createdAt),
  ],
);
