import { eq } from 'drizzle-orm';
import type { TWork } from '../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../platform/modules.js';
import { attachedPlans, complianceItems, complianceProfiles } from './tables.js';

/** A deleted customer's attached plans, calendar dates and obligations. */
export async function eraseCustomerCompliance(work: TWork, customer: TErasedCustomer) {
  const { db } = work.database;
  const items = await db
    .delete(complianceItems)
    .where(eq(complianceItems.userId, customer.userId))
    .returning({ id: complianceItems.id });
  const profiles = await db
    .delete(complianceProfiles)
    .where(eq(complianceProfiles.userId, customer.userId))
    .returning({ id: complianceProfiles.businessId });
  const plans = await db
    .delete(attachedPlans)
    .where(eq(attachedPlans.userId, customer.userId))
    .returning({ id: attachedPlans.id });
  return {
    complianceItems: items.length,
    complianceProfiles: profiles.length,
    attachedPlans: plans.length,
  };
}
