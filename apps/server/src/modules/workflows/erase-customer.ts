import { eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { workflows } from './tables.js';

/** Account deletion: the customer's workflows go with their steps; steps given to them lose it. */
export async function eraseCustomerWorkflows(work: TWork, customer: TErasedCustomer) {
  const removed = await work.database.db
    .delete(workflows)
    .where(eq(workflows.ownerId, customer.userId))
    .returning({ id: workflows.id });
  return { workflows: removed.length };
}
