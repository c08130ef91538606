import type { TBusinessDetails, TBusinessListItem } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { businesses } from '../tables.js';
import { toDetails, toListItem } from './business-records.js';

/** GET /businesses/list: the customer's own businesses, newest first. */
export async function listBusinesses(o: {
  deps: TDeps;
  userId: string;
}): Promise<TBusinessListItem[]> {
  const rows = await o.deps.database.db
    .select()
    .from(businesses)
    .where(eq(businesses.userId, o.userId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id));
  return rows.map(toListItem);
}

/** One business of the customer's; another customer's id answers as an unknown one. */
export async function getBusiness(o: {
  deps: TDeps;
  userId: string;
  businessId: string;
}): Promise<TBusinessDetails> {
  const [row] = await o.deps.database.db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, o.businessId), eq(businesses.userId, o.userId)));
  if (!row) throw notFound();
  return toDetails(row);
}
