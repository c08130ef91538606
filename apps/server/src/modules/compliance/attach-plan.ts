import {
  attachedPlanKind,
  COMPLIANCE_MESSAGES,
  isEntitled,
  type TSubscriptionState,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { withCustomerLock } from '../../platform/customer-lock.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { subscriptionRowsOf } from '../billing/index.js';
import { isUniqueViolation, ownBusiness } from './records.js';
import { attachedPlans } from './tables.js';

export type TAttachedPlan = typeof attachedPlans.$inferSelect;

const conflict = (message: string, log: string) => new AppError('CONFLICT', message, { log });

/**
 * Attaches a plan the customer bought (SPEC §7 POST /business/tax/attach-compliance-plan)
 * to one of their businesses. Attaching the same plan to the same business again answers
 * the attachment it already has. Checked again inside the customer's lock, and the unique
 * indexes settle a race between two instances.
 */
export async function attachPlan(o: {
  deps: TDeps;
  userId: string;
  businessId: string;
  subscriptionId: string;
  bundleId?: string | null;
}): Promise<TAttachedPlan> {
  const { deps } = o;
  await ownBusiness(deps, o);
  return withCustomerLock(deps, o.userId, async () => {
    const rows = await subscriptionRowsOf(deps, o.userId);
    const subscription = rows.find((s) => s.id === o.subscriptionId);
    const live = new Set(
      rows.filter((s) => isEntitled(s.state as TSubscriptionState)).map((s) => s.id),
    );
    if (!subscription || (o.bundleId && subscription.bundleId !== o.bundleId)) {
      throw new AppError('NOT_FOUND', COMPLIANCE_MESSAGES.planNotFound, {
        log: `subscription ${o.subscriptionId} is not in account ${o.userId}`,
      });
    }
    const kind = attachedPlanKind(subscription.productHandle);
    if (!kind) throw new AppError('BAD_INPUT', COMPLIANCE_MESSAGES.planNotAttachable);
    if (!isEntitled(subscription.state as TSubscriptionState)) {
      throw new AppError('BAD_INPUT', COMPLIANCE_MESSAGES.planNotActive);
    }
    return inUnitOfWork(deps, async (work) => {
      const { db } = work.database;
      const held = await db
        .select()
        .from(attachedPlans)
        .where(
          and(eq(attachedPlans.subscriptionId, subscription.id), eq(attachedPlans.active, true)),
        );
      const same = held.find((p) => p.businessId === o.businessId);
      if (same) return same;
      if (held.length > 0) {
        throw conflict(COMPLIANCE_MESSAGES.planInUse, `subscription ${subscription.id} in use`);
      }
      // A plan that has since ended no longer holds the business's place for its kind.
      const current = await db
        .select()
        .from(attachedPlans)
        .where(
          and(
            eq(attachedPlans.businessId, o.businessId),
            eq(attachedPlans.kind, kind),
            eq(attachedPlans.active, true),
          ),
        );
      for (const ended of current.filter((p) => !live.has(p.subscriptionId))) {
        await db.update(attachedPlans).set({ active: false }).where(eq(attachedPlans.id, ended.id));
      }
      try {
        // A savepoint, so a refused insert leaves the transaction usable on PostgreSQL.
        const [row] = await inUnitOfWork(work, (inner) =>
          inner.database.db
            .insert(attachedPlans)
            .values({
              id: flakeId(deps.clock.now().getTime()),
              userId: o.userId,
              businessId: o.businessId,
              subscriptionId: subscription.id,
              bundleId: subscription.bundleId,
              kind,
              planHandle: subscription.productHandle,
              attachedAt: deps.clock.now(),
            })
            .returning(),
        );
        return row!;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(COMPLIANCE_MESSAGES.alreadyAttached, `${o.businessId} has a ${kind} plan`);
      }
    });
  });
}

/** The customer's attached plans, optionally of one business. */
export async function listAttachedPlans(o: {
  deps: TDeps;
  userId: string;
  businessId?: string;
}): Promise<TAttachedPlan[]> {
  const mine = and(
    eq(attachedPlans.userId, o.userId),
    eq(attachedPlans.active, true),
    o.businessId ? eq(attachedPlans.businessId, o.businessId) : undefined,
  );
  return o.deps.database.db.select().from(attachedPlans).where(mine).orderBy(attachedPlans.id);
}
