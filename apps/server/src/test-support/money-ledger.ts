import { and, eq, sql } from 'drizzle-orm';
import { sandboxCharges, sandboxRefunds } from '../modules/billing/gateway/sandbox-tables.js';
import { billingCustomers, charges, subscriptions } from '../modules/billing/tables.js';
import type { TTestApp } from './test-app.js';

// What the sandbox gateway moved for a customer, and what our books say: the two must agree.

export async function gatewayCustomerOf(t: TTestApp, userId: string): Promise<string> {
  const [row] = await t.deps.database.db
    .select({ id: billingCustomers.gatewayCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  if (!row) throw new Error(`no gateway customer for ${userId}`);
  return row.id;
}

/** Succeeded gateway charges and the refunds against them, for one customer. */
export async function gatewayLedger(t: TTestApp, userId: string) {
  const { db } = t.deps.database;
  const customerId = await gatewayCustomerOf(t, userId);
  const taken = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.customerId, customerId), eq(sandboxCharges.status, 'succeeded')));
  const ids = taken.map((c) => c.id);
  const refunds = ids.length
    ? await db.select().from(sandboxRefunds).where(sql`${sandboxRefunds.chargeId} in ${ids}`)
    : [];
  return {
    charges: taken,
    chargedInCents: taken.reduce((s, c) => s + c.amountInCents, 0),
    refundedInCents: refunds.reduce((s, r) => s + r.amountInCents, 0),
    refunds,
  };
}

/** What our books recorded for one customer. */
export async function booksLedger(t: TTestApp, userId: string) {
  const { db } = t.deps.database;
  const rows = await db
    .select()
    .from(charges)
    .where(and(eq(charges.userId, userId), eq(charges.status, 'succeeded')));
  const plans = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return {
    charges: rows,
    chargedInCents: rows.reduce((s, c) => s + c.amountInCents, 0),
    refundedInCents: rows.reduce((s, c) => s + c.refundedInCents, 0),
    subscriptions: plans,
  };
}

/** Fires `count` copies of a request at once and waits for them all. */
export function atOnce<T>(count: number, request: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => request(i)));
}
