import { eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import { companyApplications, registrationApplications, trademarkOrders } from '../tables.js';

/** Account deletion: the applications hold officeholders' personal details, so they go. */
export async function eraseCustomerApplications(
  work: TWork,
  customer: { userId: string },
): Promise<{ companyApplications: number }> {
  const removed = await work.database.db
    .delete(companyApplications)
    .where(eq(companyApplications.userId, customer.userId))
    .returning({ id: companyApplications.id });
  return { companyApplications: removed.length };
}

/** Account deletion: the ABN and business name applications go too. */
export async function eraseCustomerRegistrations(
  work: TWork,
  customer: { userId: string },
): Promise<Record<string, number>> {
  const companies = await eraseCustomerApplications(work, customer);
  const removed = await work.database.db
    .delete(registrationApplications)
    .where(eq(registrationApplications.userId, customer.userId))
    .returning({ id: registrationApplications.id });
  const orders = await work.database.db
    .delete(trademarkOrders)
    .where(eq(trademarkOrders.userId, customer.userId))
    .returning({ id: trademarkOrders.id });
  return { ...companies, registrationApplications: removed.length, trademarkOrders: orders.length };
}
