import { ZTrademarkRequest } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  createTrademarkOrder,
  listTrademarkOrders,
  type TTrademarkOrder,
} from './service/trademark-orders.js';

/** Trade mark requests: the customer's orders, and every order for staff. */
export function registerTrademarkGraphql(builder: TBuilder) {
  const Order = builder.objectRef<TTrademarkOrder>('TrademarkOrder').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      status: t.exposeString('status', { nullable: false }),
      mark: t.string({ nullable: false, resolve: (o) => o.request.mark }),
      classes: t.intList({ nullable: false, resolve: (o) => o.request.classes }),
      ownerName: t.string({ nullable: false, resolve: (o) => o.request.ownerName }),
      ownerAbn: t.string({ nullable: true, resolve: (o) => o.request.ownerAbn ?? null }),
      notes: t.string({ nullable: true, resolve: (o) => o.request.notes ?? null }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });

  builder.queryFields((q) => ({
    myTrademarkOrders: q.withAuth({ signedIn: true }).field({
      type: [Order],
      nullable: false,
      resolve: (_r, _a, ctx) => listTrademarkOrders({ deps: ctx.deps, userId: ctx.viewer.user.id }),
    }),
    trademarkOrders: q.withAuth({ admin: true }).field({
      type: [Order],
      nullable: false,
      resolve: (_r, _a, ctx) => listTrademarkOrders({ deps: ctx.deps }),
    }),
  }));

  builder.mutationFields((m) => ({
    requestTrademark: m.withAuth({ signedIn: true }).field({
      type: Order,
      nullable: false,
      args: { data: m.arg({ type: 'JSON', required: true }) },
      resolve: (_r, args, ctx) =>
        createTrademarkOrder({
          deps: ctx.deps,
          userId: ctx.viewer.user.id,
          request: parseInput(ZTrademarkRequest, args.data),
        }),
    }),
  }));
}
