import type { TTrademarkRequest } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { flakeId } from '../../../platform/ids.js';
import { trademarkOrders } from '../tables.js';

export type TTrademarkOrder = typeof trademarkOrders.$inferSelect;

/** Records the customer's trade mark request as an order (validated at the edge). */
export async function createTrademarkOrder(o: {
  deps: TDeps;
  userId: string;
  request: TTrademarkRequest;
}): Promise<TTrademarkOrder> {
  const now = o.deps.clock.now();
  const [row] = await o.deps.database.db
    .insert(trademarkOrders)
    .values({
      id: flakeId(now.getTime()),
      userId: o.userId,
      status: 'RECEIVED',
      request: o.request,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** The customer's own orders, or with no userId every order (for staff), newest first. */
export async function listTrademarkOrders(o: { deps: TDeps; userId?: string }) {
  const query = o.deps.database.db.select().from(trademarkOrders);
  const rows = o.userId
    ? await query
        .where(eq(trademarkOrders.userId, o.userId))
        .orderBy(desc(trademarkOrders.createdAt))
    : await query.orderBy(desc(trademarkOrders.createdAt)).limit(500);
  return rows;
}
