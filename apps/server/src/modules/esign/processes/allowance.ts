import { FREE_TIER } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { getSubscriptionSummary } from '../../billing/index.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { esignAllowanceUses } from '../tables.js';

/** A plan that covers every document covers signing them; the free tier has its slots. */
export async function esignAllowance(deps: TDeps, viewer: TViewer) {
  const plan = await getSubscriptionSummary(deps, viewer.user);
  if (plan.canAccessAllDocuments) return { unlimited: true, freeRemaining: 0 };
  const used = await slotsUsed(deps.database.db, viewer.user.id);
  return { unlimited: false, freeRemaining: Math.max(0, FREE_TIER.eSignatures - used) };
}

async function slotsUsed(db: TDb, userId: string): Promise<number> {
  return (await db.select().from(esignAllowanceUses).where(eq(esignAllowanceUses.userId, userId)))
    .length;
}

/**
 * Spends one e-signature of the free tier on this process, inside the caller's unit of work
 * and under the customer's lock (the caller holds it). The slots' key refuses a race that
 * got past the lock; either way the customer is shown the plans, never a dead end.
 */
export async function spendEsignature(
  deps: TDeps,
  opts: { viewer: TViewer; processId: string; now: Date },
): Promise<void> {
  const plan = await getSubscriptionSummary(deps, opts.viewer.user);
  if (plan.canAccessAllDocuments) return;
  const used = await slotsUsed(deps.database.db, opts.viewer.user.id);
  if (used >= FREE_TIER.eSignatures)
    throw new AppError('PAYMENT_REQUIRED', ESIGN_MESSAGES.freeUsed);
  const taken = await deps.database.db
    .insert(esignAllowanceUses)
    .values({
      userId: opts.viewer.user.id,
      slot: used + 1,
      processId: opts.processId,
      createdAt: opts.now,
    })
    .onConflictDoNothing()
    .returning();
  if (taken.length !== 1) throw new AppError('PAYMENT_REQUIRED', ESIGN_MESSAGES.freeUsed);
}
