import { eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { notifications } from './tables.js';

/** Account deletion: the customer's notifications go (they name documents and people). */
export async function eraseCustomerNotifications(work: TWork, customer: TErasedCustomer) {
  const removed = await work.database.db
    .delete(notifications)
    .where(eq(notifications.userId, customer.userId))
    .returning({ id: notifications.id });
  return { notifications: removed.length };
}
