import { type TStartVirtualOffice, VIRTUAL_OFFICE_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { businesses } from '../../businesses/index.js';
import { virtualOffices } from '../tables.js';
import { getVirtualOffice } from './office-view.js';

/**
 * POST /vo/start: the business, location and plan chosen before paying. The office waits in
 * PendingPayment; choosing again for the same business changes the waiting office rather
 * than making a second (the unique index on the business holds this under a race too).
 */
export async function startVirtualOffice(
  deps: TDeps,
  opts: { userId: string; input: TStartVirtualOffice },
) {
  const { db } = deps.database;
  const { businessId, locationId, planHandle } = opts.input;
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.userId, opts.userId)));
  if (!business) {
    throw new AppError('NOT_FOUND', VIRTUAL_OFFICE_MESSAGES.businessNotFound, {
      fields: { businessId: VIRTUAL_OFFICE_MESSAGES.businessNotFound },
    });
  }
  const now = deps.clock.now();
  const id = flakeId(now.getTime());
  await db
    .insert(virtualOffices)
    .values({
      id,
      userId: opts.userId,
      businessId,
      locationId,
      planHandle,
      status: 'PendingPayment',
      reference: `VO-${id.slice(-10).toUpperCase()}`,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: virtualOffices.businessId,
      set: { locationId, planHandle },
      // An office already paid for keeps its address and plan.
      setWhere: eq(virtualOffices.status, 'PendingPayment'),
    });
  const [row] = await db
    .select()
    .from(virtualOffices)
    .where(eq(virtualOffices.businessId, businessId));
  if (!row) throw new AppError('NOT_FOUND', VIRTUAL_OFFICE_MESSAGES.businessNotFound);
  if (row.status !== 'PendingPayment') {
    throw new AppError('CONFLICT', VIRTUAL_OFFICE_MESSAGES.businessHasOffice, {
      fields: { businessId: VIRTUAL_OFFICE_MESSAGES.businessHasOffice },
    });
  }
  return getVirtualOffice(deps, { userId: opts.userId, virtualOfficeId: row.id });
}
