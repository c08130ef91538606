import { activeSubscriptionSummary, isEntitled } from '@app/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { bundles, coupons, invoices, paymentMethods, subscriptions } from '../tables.js';
import { bundleView } from './bundle-view.js';
import { invoiceListColumns, invoiceView } from './invoice-view.js';
import { freshnessOf, type TFreshness, VersionedCache } from './read-cache.js';
import { asUserSubscription, subscriptionListItem } from './subscription-rows.js';

/**
 * The reads behind every page load, built once per database: building a wide select's SQL
 * costs more than running it, and PostgreSQL plans a named statement once per connection.
 */
function billingReads(db: TDb) {
  const userId = sql.placeholder('userId');
  return {
    subscriptions: db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(subscriptions.createdAt)
      .prepare('billing_subscriptions_of_user'),
    paymentMethods: db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .prepare('billing_payment_methods_of_user'),
    // The invoice lines are only needed for the PDF.
    invoices: db
      .select(invoiceListColumns)
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt))
      .limit(200)
      .prepare('billing_invoices_of_user'),
    bundles: db
      .select()
      .from(bundles)
      .where(eq(bundles.userId, userId))
      .orderBy(bundles.createdAt)
      .prepare('billing_bundles_of_user'),
  };
}

type TBillingReads = ReturnType<typeof billingReads> & {
  freshness: TFreshness;
  cache: VersionedCache<TBillingData>;
};

const readsByDb = new WeakMap<TDb, TBillingReads>();

function readsOf(deps: TDeps): TBillingReads {
  const { db } = deps.database;
  let reads = readsByDb.get(db);
  if (!reads) {
    reads = {
      ...billingReads(db),
      freshness: freshnessOf(deps.database),
      cache: new VersionedCache(),
    };
    readsByDb.set(db, reads);
  }
  return reads;
}

export async function subscriptionRowsOf(deps: TDeps, userId: string) {
  return readsOf(deps).subscriptions.execute({ userId });
}

type TBillingData = Awaited<ReturnType<typeof loadBillingData>>;

/** Every row the subscriptions read shows, straight from the database. */
async function loadBillingData(db: TDb, reads: ReturnType<typeof billingReads>, userId: string) {
  const rows = await reads.subscriptions.execute({ userId });
  // A free customer has little else to read; each skipped query is a round trip saved.
  const inBundles = rows.some((r) => r.bundleId);
  const [methods, invoiceRows, bundleRows] =
    rows.length === 0
      ? // One-off purchases (a company registration) are invoiced without a subscription.
        [[], await reads.invoices.execute({ userId }), []]
      : await Promise.all([
          reads.paymentMethods.execute({ userId }),
          reads.invoices.execute({ userId }),
          inBundles ? reads.bundles.execute({ userId }) : [],
        ]);
  const codes = [...new Set(rows.map((r) => r.couponCode).filter((c): c is string => !!c))];
  const couponRows = codes.length
    ? await db.select().from(coupons).where(inArray(coupons.code, codes))
    : [];
  return { rows, methods, invoiceRows, bundleRows, couponRows };
}

/**
 * The customer's rows, from memory when nothing of theirs has changed since they were read:
 * one small read of their version instead of five (none on PGlite). The token is taken
 * first, so rows kept under it are at least that new; any later write moves it on, here or
 * on another instance.
 */
async function billingDataOf(deps: TDeps, userId: string): Promise<TBillingData> {
  const reads = readsOf(deps);
  const version = await reads.freshness.token(userId);
  const kept = reads.cache.get(userId, version);
  if (kept) return kept;
  const data = await loadBillingData(deps.database.db, reads, userId);
  reads.cache.set(userId, version, data);
  return data;
}

/** GetUserSubscriptions: the summary, every subscription, the card on file, bundles, invoices. */
export async function getUserSubscriptions(deps: TDeps, opts: { user: TViewerUser }) {
  const now = deps.clock.now();
  const { rows, methods, invoiceRows, bundleRows, couponRows } = await billingDataOf(
    deps,
    opts.user.id,
  );
  const methodOf = (id: string | null) => methods.find((m) => m.id === id);

  const subscriptionList = rows.map((row) =>
    subscriptionListItem(row, {
      method: methodOf(row.paymentMethodId),
      coupon: couponRows.find((c) => c.code === row.couponCode),
      now,
    }),
  );
  const summary = activeSubscriptionSummary({
    subscriptions: rows.map(asUserSubscription),
    isLawyer: opts.user.isLawyer,
  });

  // The card that pays for the leading plan, else for any plan still running.
  const paying = [
    ...rows.filter((r) => r.id === summary.id),
    ...rows.filter((r) => isEntitled(r.state as never) || r.state === 'unpaid'),
  ].find((r) => methodOf(r.paymentMethodId)?.type === 'card');
  const card = paying ? methodOf(paying.paymentMethodId) : undefined;
  const activeCard =
    paying && card
      ? {
          subscriptionId: paying.id,
          subscriptionName: subscriptionList.find((s) => s.id === paying.id)?.productName ?? '',
          cardType: card.brand ?? 'card',
          lastFour: card.last4,
          expiryMonth: card.expMonth ?? 0,
          expiryYear: card.expYear ?? 0,
          selfServiceUrl: null,
          currentCoupon: paying.couponCode,
        }
      : null;

  return {
    now,
    activeSubscription: summary,
    subscriptionList,
    activeCard,
    bundles: bundleRows.map((b) => bundleView(b, { method: methodOf(b.paymentMethodId) })),
    invoices: invoiceRows.map(invoiceView),
  };
}
