import { eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { supportConversations } from './tables.js';

/** Account deletion: the customer's support conversations go, their messages with them. */
export async function eraseCustomerSupport(work: TWork, customer: TErasedCustomer) {
  const removed = await work.database.db
    .delete(supportConversations)
    .where(eq(supportConversations.customerId, customer.userId))
    .returning({ id: supportConversations.id });
  return { supportConversations: removed.length };
}
