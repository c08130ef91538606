import { eq, inArray } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import type { TErasedCustomer } from '../../../platform/modules.js';
import { virtualOfficeMail, virtualOffices } from '../tables.js';

/**
 * Account deletion: the customer's offices, their authorisations and mail records go, and once
 * the deletion commits, the consent PDFs (with the signature) and mail scans leave the store.
 */
export async function eraseCustomerVirtualOffices(work: TWork, customer: TErasedCustomer) {
  const { db } = work.database;
  const offices = await db
    .select({ id: virtualOffices.id, consentKey: virtualOffices.consentKey })
    .from(virtualOffices)
    .where(eq(virtualOffices.userId, customer.userId));
  if (offices.length === 0) return { virtualOffices: 0, virtualOfficeMail: 0 };
  const ids = offices.map((o) => o.id);
  const mail = await db
    .delete(virtualOfficeMail)
    .where(inArray(virtualOfficeMail.virtualOfficeId, ids))
    .returning({ scanKey: virtualOfficeMail.scanKey });
  await db.delete(virtualOffices).where(inArray(virtualOffices.id, ids));
  const keys = [
    ...offices.flatMap((o) => (o.consentKey ? [o.consentKey] : [])),
    ...mail.map((m) => m.scanKey),
  ];
  work.afterCommit(async () => {
    for (const key of keys) await work.files.remove(key);
  });
  return { virtualOffices: offices.length, virtualOfficeMail: mail.length };
}
