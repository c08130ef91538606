import { and, not, type SQL, sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Everyone who signs in. Defined in the platform because every area's rows refer to it; the
 * account area (modules/account) writes it and lists it among its tables, which is where
 * drizzle-kit and the typed client find it.
 */
export const users = pgTable(
  'users',
  {
    /** Public, sortable, unguessable id (flakeId). */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    postcode: text('postcode'),
    tenant: text('tenant', { enum: ['AU', 'US'] })
      .notNull()
      .default('AU'),
    isLawyer: boolean('is_lawyer').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** When the owner proved the address is theirs (a confirmation or reset link); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Created by sign-up and not yet confirmed: nobody can sign in to it until its link is
     * followed, so signing up cannot be used to learn whether an address was free.
     */
    signUpPending: boolean('sign_up_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A customer: neither staff nor a lawyer, and past confirming their address. */
export const isCustomer = (): SQL =>
  and(not(users.isLawyer), not(users.isAdmin), not(users.signUpPending)) as SQL;
