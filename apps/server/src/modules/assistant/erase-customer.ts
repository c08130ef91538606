import { eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { aiMessages, aiThreads } from './tables.js';

/** Account deletion: every conversation with the assistant goes, questions and answers. */
export async function eraseCustomerConversations(work: TWork, customer: TErasedCustomer) {
  const { db } = work.database;
  await db.delete(aiMessages).where(eq(aiMessages.userId, customer.userId));
  const removed = await db
    .delete(aiThreads)
    .where(eq(aiThreads.userId, customer.userId))
    .returning({ id: aiThreads.id });
  return { assistantConversations: removed.length };
}
