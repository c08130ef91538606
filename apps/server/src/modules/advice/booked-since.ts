import { and, eq, gte, inArray } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { consultations } from './tables.js';

/** Whether the customer booked a consultation (one still on, or held) at or after `since`. */
export async function hasBookedConsultationSince(
  deps: Pick<TDeps, 'database'>,
  customerId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.customerId, customerId),
        inArray(consultations.status, ['APPROVED', 'PENDING', 'RESERVED', 'COMPLETED']),
        gte(consultations.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
