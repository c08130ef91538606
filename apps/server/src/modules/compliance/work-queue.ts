import { COMPLIANCE_MESSAGES } from '@app/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { listBusinesses } from '../businesses/index.js';
import { type TCalendarItem, withStatus } from './calendar.js';
import { todayOf } from './records.js';
import { attachedPlans, complianceItems } from './tables.js';

/** Plans whose obligations our staff do for the customer. */
const DONE_BY_US = ['BUSINESS_COMPLIANCE', 'ASIC_COMPLIANCE'] as const;

export type TQueueItem = TCalendarItem & {
  businessName: string;
  customerEmail: string;
  planKinds: string[];
};

/**
 * The staff's work queue: every open obligation of a business with a compliance plan,
 * soonest first. Done items leave the queue.
 */
export async function listComplianceWorkQueue(o: { deps: TDeps }): Promise<TQueueItem[]> {
  const { db } = o.deps.database;
  const plans = await db
    .select()
    .from(attachedPlans)
    .where(and(eq(attachedPlans.active, true), inArray(attachedPlans.kind, [...DONE_BY_US])));
  if (plans.length === 0) return [];
  const businessIds = [...new Set(plans.map((p) => p.businessId))];
  const rows = await db
    .select({ item: complianceItems, email: users.email })
    .from(complianceItems)
    .innerJoin(users, eq(users.id, complianceItems.userId))
    .where(and(inArray(complianceItems.businessId, businessIds), isNull(complianceItems.doneAt)))
    .orderBy(asc(complianceItems.dueOn), asc(complianceItems.id))
    .limit(500);
  const names = new Map<string, string>();
  for (const userId of new Set(rows.map((r) => r.item.userId))) {
    for (const b of await listBusinesses({ deps: o.deps, userId })) {
      names.set(b.businessId, b.entityName);
    }
  }
  const today = todayOf(o.deps);
  return rows.map(({ item, email }) => ({
    ...withStatus(item, today),
    businessName: names.get(item.businessId) ?? '',
    customerEmail: email,
    planKinds: plans.filter((p) => p.businessId === item.businessId).map((p) => p.kind),
  }));
}

/** Staff mark an obligation done; it leaves the queue and stops its reminders. */
export async function markComplianceItemDone(o: {
  deps: TDeps;
  itemId: string;
  by: string;
}): Promise<TCalendarItem> {
  const [row] = await o.deps.database.db
    .update(complianceItems)
    .set({ doneAt: o.deps.clock.now(), doneBy: o.by })
    .where(and(eq(complianceItems.id, o.itemId), isNull(complianceItems.doneAt)))
    .returning();
  if (row) return withStatus(row, todayOf(o.deps));
  const [existing] = await o.deps.database.db
    .select()
    .from(complianceItems)
    .where(eq(complianceItems.id, o.itemId));
  if (!existing) throw new AppError('NOT_FOUND', COMPLIANCE_MESSAGES.itemNotFound);
  return withStatus(existing, todayOf(o.deps));
}
