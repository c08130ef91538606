import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/**
 * A customer's claim of a partner offer: the code revealed to them, or the link they were
 * given. One claim per customer and offer, so claiming again shows the same code.
 */
export const partnerOfferClaims = pgTable(
  'partner_offer_claims',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    /** The code revealed for a CODE offer; the tracked link for a LINK offer. */
    redemption: text('redemption').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('partner_offer_claims_user_offer').on(t.userId, t.offerId)],
);
