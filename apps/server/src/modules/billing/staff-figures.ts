import { ENTITLED_STATES, FREE_PLAN_HANDLE } from '@app/domain';
import { and, countDistinct, gte, inArray, ne, sql } from 'drizzle-orm';
import { isCustomer, users } from '../../platform/auth/users-table.js';
import type { TDb } from '../../platform/db/client.js';
import { charges, subscriptions } from './tables.js';

/** For the admin console: customers with a paid plan running. */
export async function payingCustomerCount(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(subscriptions.userId) })
    .from(subscriptions)
    .innerJoin(users, sql`${users.id} = ${subscriptions.userId}`)
    .where(
      and(
        isCustomer(),
        inArray(subscriptions.state, [...ENTITLED_STATES]),
        ne(subscriptions.productHandle, FREE_PLAN_HANDLE),
      ),
    );
  return row?.n ?? 0;
}

/** Money received since `since`: what charges took less what was later given back. */
export async function netChargesSince(db: TDb, since: Date): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${charges.amountInCents} - ${charges.refundedInCents}), 0)`,
    })
    .from(charges)
    .where(and(inArray(charges.status, ['succeeded', 'refunded']), gte(charges.createdAt, since)));
  // Postgres sums integers as bigint, sent as text; any realistic total fits a JS number.
  return Number(row?.cents ?? 0);
}
