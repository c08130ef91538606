import { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type TNotification,
} from './service.js';

const ZMarkRead = z.object({ id: z.string().trim().min(1).max(64) });
const ZList = z.object({ limit: z.number().int().min(1).max(100).optional() });

/** The header's notification centre: the signed-in user's own notices only. */
export function registerNotificationsGraphql(builder: TBuilder) {
  const Notification = builder.objectRef<TNotification>('Notification').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      kind: t.exposeString('kind', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      body: t.exposeString('body', { nullable: false }),
      link: t.exposeString('link', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      read: t.boolean({ nullable: false, resolve: (n) => n.readAt !== null }),
    }),
  });

  // The two reads are nullable, GraphQL's default: the header asks them on every page, and a
  // failure to read the centre then empties the bell instead of failing the whole answer.
  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      notifications: t.field({
        type: [Notification],
        nullable: true,
        args: { limit: t.arg.int({ required: false }) },
        resolve: (_r, args, ctx) => {
          const { limit } = parseInput(ZList, { limit: args.limit ?? undefined });
          return listNotifications(ctx.deps, { userId: ctx.viewer.user.id, limit });
        },
      }),
      unreadNotificationsCount: t.int({
        nullable: true,
        resolve: (_r, _a, ctx) =>
          countUnreadNotifications(ctx.deps, { userId: ctx.viewer.user.id }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      markNotificationRead: t.field({
        type: Notification,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: async (_r, args, ctx) => {
          const { id } = parseInput(ZMarkRead, args);
          const row = await markNotificationRead(ctx.deps, { userId: ctx.viewer.user.id, id });
          if (!row) throw notFound();
          return row;
        },
      }),
      markAllNotificationsRead: t.int({
        nullable: false,
        description: 'How many notifications were unread and are now read.',
        resolve: (_r, _a, ctx) =>
          markAllNotificationsRead(ctx.deps, { userId: ctx.viewer.user.id }),
      }),
    };
  });
}
