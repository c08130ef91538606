import type { TBusinessListItem, TStateCode } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import { businesses } from '../tables.js';
import { toListItem } from './business-records.js';

/**
 * Puts a business the product registered for the customer (a company from its Form 201, or
 * an ABN) into their account. The register's own numbers are the key: registering the same
 * ABN again answers the business already there.
 */
export async function addRegisteredBusiness(o: {
  deps: TDeps;
  userId: string;
  registrationKind: 'ACN_REGISTRATION' | 'ABN_REGISTRATION';
  abn: string;
  acn: string | null;
  entityName: string;
  businessStructure: string;
  stateCode: TStateCode;
  postcode: string;
  businessNames?: string[];
}): Promise<TBusinessListItem> {
  const { db } = o.deps.database;
  const now = o.deps.clock.now();
  const [inserted] = await db
    .insert(businesses)
    .values({
      id: flakeId(now.getTime()),
      userId: o.userId,
      abn: o.abn,
      acn: o.acn,
      entityName: o.entityName,
      businessStructure: o.businessStructure,
      entityStatus: 'Registered',
      stateCode: o.stateCode,
      postcode: o.postcode,
      businessNames: o.businessNames ?? [],
      gstRegisteredFrom: null,
      registrationKind: o.registrationKind,
      createdAt: now,
    })
    .onConflictDoNothing({ target: businesses.abn })
    .returning();
  if (inserted) return toListItem(inserted);
  const [existing] = await db.select().from(businesses).where(eq(businesses.abn, o.abn));
  if (!existing || existing.userId !== o.userId) {
    throw new Error(`ABN ${o.abn} issued to this customer is held by another account`);
  }
  return toListItem(existing);
}

/** Adds a business name ASIC registered to one of the customer's businesses (once). */
export async function addBusinessName(o: {
  deps: TDeps;
  userId: string;
  businessId: string;
  businessName: string;
}): Promise<void> {
  const [row] = await o.deps.database.db
    .select()
    .from(businesses)
    .where(eq(businesses.id, o.businessId))
    .for('update');
  if (!row || row.userId !== o.userId)
    throw new Error(`business ${o.businessId} is not this customer's`);
  if (row.businessNames.includes(o.businessName)) return;
  await o.deps.database.db
    .update(businesses)
    .set({ businessNames: [...row.businessNames, o.businessName] })
    .where(eq(businesses.id, o.businessId));
}

/** The customer's business holding `abn`, if it is in their account. */
export async function findOwnBusinessByAbn(o: { deps: TDeps; userId: string; abn: string }) {
  const [row] = await o.deps.database.db.select().from(businesses).where(eq(businesses.abn, o.abn));
  return row && row.userId === o.userId ? toListItem(row) : undefined;
}
