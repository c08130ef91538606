import { eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { consultations } from './tables.js';

/**
 * Account deletion: the customer's consultations go, with their topics and questions; the
 * advisor's diary frees the times, and queued reminders find nothing to send.
 */
export async function eraseCustomerConsultations(work: TWork, customer: TErasedCustomer) {
  const removed = await work.database.db
    .delete(consultations)
    .where(eq(consultations.customerId, customer.userId))
    .returning({ id: consultations.id });
  return { consultations: removed.length };
}
