import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../../platform/modules.js';
import { customerTemplates } from '../tables-templates.js';

/**
 * Erases a deleted account's own templates with their history: their wording and answers
 * hold the customer's parties, addresses and terms. The account row itself stays (emptied),
 * so nothing cascades from it; this runs in the deletion's unit of work.
 */
export async function eraseCustomerTemplates(work: TWork, customer: TErasedCustomer) {
  const removed = await work.database.db
    .delete(customerTemplates)
    .where(eq(customerTemplates.ownerId, customer.userId))
    .returning({ id: customerTemplates.id });
  return { customerTemplates: removed.length };
}
