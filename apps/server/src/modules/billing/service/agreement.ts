import { BILLING_MESSAGES, catalogueItem, formatDollars, formatSydneyDate } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';
import { publishSubscriptionsChanged } from './live.js';
import { ownedSubscription, type TSubscriptionRow } from './subscription-rows.js';
import { subscriptionView } from './subscription-view.js';

// The plan agreement a customer signs before a professional starts work under the plan
// (SPEC §2.3.1 /subscription-plan-agreement). Unsigned agreements drive the
// 'Complete your setup' banner.

function agreementText(row: TSubscriptionRow) {
  const item = catalogueItem(row.productHandle);
  const name = item?.name ?? row.productHandle;
  const every =
    item?.interval === 'year'
      ? 'every year'
      : item?.intervalCount === 3
        ? 'every three months'
        : 'every month';
  return {
    title: `${name} plan agreement`,
    body: [
      `This agreement is between you and Clausewell for the ${name} plan you subscribed to on ${formatSydneyDate(row.createdAt)}.`,
      `Services. We provide the services described for the ${name} plan on our pricing page at the time you subscribed. Professional services are delivered by qualified Australian practitioners engaged by us, who act on your instructions within the scope of the plan.`,
      `Fees. The plan costs ${formatDollars(row.priceInCents)} ${every}, including GST, charged to your nominated payment method in advance. Coupons and promotional prices apply as stated when you bought the plan.`,
      'Term and renewal. The plan renews automatically at the end of each billing period until cancelled. You may cancel at any time in Settings; cancelling at the end of the period keeps the plan until then.',
      'Your information. We keep your information confidential and handle it under the Privacy Act 1988 (Cth) and our privacy policy. Practitioners receive only what they need to help you.',
      'Limits. General information in the product is not legal, tax or accounting advice for your circumstances; advice is given only in a consultation under this plan. Nothing in this agreement excludes rights you have under the Australian Consumer Law.',
      'This agreement is governed by the laws of New South Wales.',
    ],
  };
}

export async function getSubscriptionAgreement(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string },
) {
  const row = await ownedSubscription(deps.database.db, {
    userId: opts.viewer.user.id,
    subscriptionId: opts.subscriptionId,
  });
  return {
    subscriptionId: row.id,
    productName: catalogueItem(row.productHandle)?.name ?? row.productHandle,
    ...agreementText(row),
    signedAt: row.agreementSignedAt,
    signedName: row.agreementSignedName,
  };
}

export async function signSubscriptionAgreement(
  deps: TDeps,
  opts: { viewer: TViewer; subscriptionId: string; signatureName: string },
) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const row = await ownedSubscription(db, { userId, subscriptionId: opts.subscriptionId });
  // A signature binds the customer: nobody may sign for them while impersonating.
  if (opts.viewer.impersonating) {
    throw new AppError('FORBIDDEN', BILLING_MESSAGES.agreementCustomerOnly);
  }
  if (!row.needsAgreement) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.agreementNone);
  }
  if (row.agreementSignedAt) return subscriptionView(deps, { row });
  const now = deps.clock.now();
  const [signed] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(subscriptions)
      .set({ agreementSignedAt: now, agreementSignedName: opts.signatureName, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.userId, userId)))
      .returning();
    await recordBillingEvent(tx, {
      userId,
      actorId: opts.viewer.actor.id,
      action: 'agreement_signed',
      at: now,
      subscriptionId: row.id,
      details: { signatureName: opts.signatureName, impersonated: opts.viewer.impersonating },
    });
    return updated;
  });
  publishSubscriptionsChanged(deps, userId);
  return subscriptionView(deps, { row: signed ?? row });
}
