import { COMPLIANCE_MESSAGES, calendarDate, type TBusinessListItem } from '@app/domain';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { listBusinesses } from '../businesses/index.js';

/**
 * One of the customer's own businesses. Another customer's id answers as not found, so ids
 * cannot be probed.
 */
export async function ownBusiness(
  deps: TDeps,
  o: { userId: string; businessId: string },
): Promise<TBusinessListItem> {
  const mine = await listBusinesses({ deps, userId: o.userId });
  const business = mine.find((b) => b.businessId === o.businessId);
  if (!business) {
    throw new AppError('NOT_FOUND', COMPLIANCE_MESSAGES.businessNotFound, {
      log: `business ${o.businessId} is not in account ${o.userId}`,
    });
  }
  return business;
}

/** Today on the Sydney calendar, by the app clock. */
export const todayOf = (deps: Pick<TDeps, 'clock'>) => calendarDate(deps.clock.now());

/** Postgres's unique violation, also when wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
