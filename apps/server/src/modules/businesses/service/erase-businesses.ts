import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import { businesses } from '../tables.js';

/**
 * Account deletion: the customer's businesses leave with them. The user row is kept for the
 * tax records, so without this a deleted account would go on holding each ABN, and the
 * business's next owner would be told it is linked to another user.
 */
export async function eraseCustomerBusinesses(
  work: TWork,
  customer: { userId: string },
): Promise<{ businesses: number }> {
  const removed = await work.database.db
    .delete(businesses)
    .where(eq(businesses.userId, customer.userId))
    .returning({ id: businesses.id });
  return { businesses: removed.length };
}
