import { BILLING_MESSAGES, ENTITLED_STATES } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { billingCustomers, bundles, paymentMethods, subscriptions } from '../tables.js';
import { recordBillingEvent } from './audit.js';

// The user's customer at the gateway, and the cards and accounts they saved with it.

export type TPaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function ensureCustomer(
  deps: TDeps,
  user: Pick<TViewerUser, 'id' | 'email' | 'firstName' | 'lastName'>,
): Promise<typeof billingCustomers.$inferSelect> {
  const { db } = deps.database;
  const [existing] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  if (existing) return existing;
  const gatewayCustomerId = await deps.gateway.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, gatewayCustomerId, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  if (!row) throw new Error('billing customer not saved');
  return row;
}

/** CreateSetupIntent: where the browser sends card or bank details (never to us). */
export async function createSetupIntent(deps: TDeps, opts: { user: TViewerUser }) {
  const customer = await ensureCustomer(deps, opts.user);
  const intent = await deps.gateway.createSetupIntent({ customerId: customer.gatewayCustomerId });
  return {
    stripeCustomerId: customer.gatewayCustomerId,
    intentId: intent.intentId,
    clientSecret: intent.clientSecret,
    gateway: deps.gateway.kind,
    publishableKey: deps.gateway.publishableKey,
  };
}

/**
 * A payment method the user may charge: it must belong to their gateway customer. The
 * first time it is seen, its details are copied here so lists need no gateway call.
 */
export async function usablePaymentMethod(
  deps: TDeps,
  opts: { user: TViewerUser; paymentMethodId: string },
): Promise<{ method: TPaymentMethodRow; customerId: string }> {
  const { db } = deps.database;
  const customer = await ensureCustomer(deps, opts.user);
  const [known] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.id, opts.paymentMethodId), eq(paymentMethods.userId, opts.user.id)),
    );
  if (known) return { method: known, customerId: customer.gatewayCustomerId };
  const remote = await deps.gateway.retrievePaymentMethod(opts.paymentMethodId);
  if (!remote || remote.customerId !== customer.gatewayCustomerId) {
    throw new AppError('BAD_INPUT', BILLING_MESSAGES.paymentMethodEnterAgain, {
      fields: { paymentMethodId: BILLING_MESSAGES.paymentMethodEnterAgain },
    });
  }
  const [method] = await db
    .insert(paymentMethods)
    .values({
      id: remote.id,
      userId: opts.user.id,
      type: remote.type,
      brand: remote.brand,
      last4: remote.last4,
      expMonth: remote.expMonth,
      expYear: remote.expYear,
      bankName: remote.bankName,
      bsb: remote.bsb,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!method) {
    throw new AppError('BAD_INPUT', BILLING_MESSAGES.paymentMethodNotFound);
  }
  if (!customer.defaultPaymentMethodId) {
    await setDefaultPaymentMethod(deps, { userId: opts.user.id, paymentMethodId: method.id });
  }
  return { method, customerId: customer.gatewayCustomerId };
}

export async function setDefaultPaymentMethod(
  deps: TDeps,
  opts: { userId: string; paymentMethodId: string },
) {
  await deps.database.db
    .update(billingCustomers)
    .set({ defaultPaymentMethodId: opts.paymentMethodId })
    .where(eq(billingCustomers.userId, opts.userId));
}

/** ListPaymentMethod: the user's saved methods, the default first. */
export async function listPaymentMethods(deps: TDeps, opts: { userId: string }) {
  const { db } = deps.database;
  const [customer] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, opts.userId));
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, opts.userId))
    .orderBy(paymentMethods.createdAt);
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type,
    card:
      row.type === 'card'
        ? {
            brand: row.brand ?? 'card',
            exp_month: row.expMonth ?? 0,
            exp_year: row.expYear ?? 0,
            last4: row.last4,
          }
        : null,
    bankAccount:
      row.type === 'au_becs_debit'
        ? { bankName: row.bankName ?? 'Bank account', bsb: row.bsb ?? '', last4: row.last4 }
        : null,
    defaultPayment: row.id === customer?.defaultPaymentMethodId,
  }));
  return list.sort((a, b) => Number(b.defaultPayment) - Number(a.defaultPayment));
}

/** The customer's gateway id, for charging without a signed-in user (renewals). */
export async function gatewayCustomerIdOf(deps: TDeps, userId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ id: billingCustomers.gatewayCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}

/**
 * A card the gateway has just declined is not kept for next time (it would be offered and
 * pre-selected again): it is removed at the gateway and here, unless a plan still pays with
 * it. The caller holds the customer's lock.
 */
export async function forgetDeclinedPaymentMethod(
  deps: TDeps,
  opts: { userId: string; paymentMethodId: string },
) {
  const { db } = deps.database;
  const [inUse] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, opts.userId),
        eq(subscriptions.paymentMethodId, opts.paymentMethodId),
        inArray(subscriptions.state, [...ENTITLED_STATES, 'unpaid']),
      ),
    )
    .limit(1);
  const [inBundle] = await db
    .select({ id: bundles.id })
    .from(bundles)
    .where(and(eq(bundles.userId, opts.userId), eq(bundles.paymentMethodId, opts.paymentMethodId)))
    .limit(1);
  if (inUse || inBundle) return;
  try {
    await deps.gateway.detachPaymentMethod(opts.paymentMethodId);
  } catch (error) {
    deps.logger.warn({ err: error }, 'declined payment method not detached at the gateway');
  }
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await tx
      .delete(paymentMethods)
      .where(
        and(eq(paymentMethods.id, opts.paymentMethodId), eq(paymentMethods.userId, opts.userId)),
      );
    await tx
      .update(billingCustomers)
      .set({ defaultPaymentMethodId: null })
      .where(
        and(
          eq(billingCustomers.userId, opts.userId),
          eq(billingCustomers.defaultPaymentMethodId, opts.paymentMethodId),
        ),
      );
    await recordBillingEvent(tx, {
      userId: opts.userId,
      actorId: null,
      action: 'payment_method_removed',
      at: now,
      details: { paymentMethodId: opts.paymentMethodId, reason: 'declined at checkout' },
    });
  });
}
