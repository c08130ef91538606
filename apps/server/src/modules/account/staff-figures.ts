import { and, count, gte } from 'drizzle-orm';
import { isCustomer, users } from '../../platform/auth/users-table.js';
import type { TDb } from '../../platform/db/client.js';

/** For the admin console: customers, and how many of them joined since `since`. */
export async function customerCounts(db: TDb, since: Date) {
  const [all] = await db.select({ n: count() }).from(users).where(isCustomer());
  const [recent] = await db
    .select({ n: count() })
    .from(users)
    .where(and(isCustomer(), gte(users.createdAt, since)));
  return { customers: all?.n ?? 0, newCustomers: recent?.n ?? 0 };
}
