import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { inUnitOfWork, isUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { flakeId } from '../../platform/ids.js';
import type { TNotificationKind } from './kinds.js';
import { publishNotificationsChanged } from './live.js';
import { queueNoticeMail } from './notice-mail.js';
import { notifications } from './tables.js';

export { NOTIFICATION_KINDS, type TNotificationKind } from './kinds.js';

export type TNotification = typeof notifications.$inferSelect;

/**
 * Records something the user should see in their notification centre, and queues its e-mail
 * when the user wants this kind by e-mail (in the same transaction). Outside a transaction
 * it never throws: a notice that could not be written must not undo a share or an acceptance.
 */
export async function notify(
  deps: TDeps,
  options: { userId: string; kind: TNotificationKind; title: string; body: string; link?: string },
): Promise<void> {
  try {
    await inUnitOfWork(deps, async (work) => {
      const id = flakeId(work.clock.now().getTime());
      await work.database.db.insert(notifications).values({
        id,
        userId: options.userId,
        kind: options.kind,
        title: options.title,
        body: options.body,
        link: options.link ?? null,
        createdAt: work.clock.now(),
      });
      await queueNoticeMail(work, {
        notificationId: id,
        userId: options.userId,
        kind: options.kind,
      });
      publishNotificationsChanged(work, options.userId);
    });
  } catch (error) {
    // Inside a transaction the failed statement has spoilt it: the caller must know.
    if (isUnitOfWork(deps)) throw error;
    deps.logger.error({ err: error, kind: options.kind }, 'notification not recorded');
  }
}

export async function listNotifications(
  deps: TDeps,
  options: { userId: string; limit?: number },
): Promise<TNotification[]> {
  return deps.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, options.userId))
    .orderBy(desc(notifications.id))
    .limit(Math.min(options.limit ?? 30, 100));
}

export async function countUnreadNotifications(
  deps: TDeps,
  options: { userId: string },
): Promise<number> {
  const [row] = await deps.database.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; another user's id is simply not found. */
export async function markNotificationRead(
  deps: TDeps,
  options: { userId: string; id: string },
): Promise<TNotification | null> {
  const now = deps.clock.now();
  const mine = and(eq(notifications.id, options.id), eq(notifications.userId, options.userId));
  const read = await deps.database.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  // Other tabs of the same user bring their badge down too.
  if (read.length > 0) publishNotificationsChanged(deps, options.userId);
  const [row] = await deps.database.db.select().from(notifications).where(mine);
  return row ?? null;
}

export async function markAllNotificationsRead(
  deps: TDeps,
  options: { userId: string },
): Promise<number> {
  const done = await deps.database.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (done.length > 0) publishNotificationsChanged(deps, options.userId);
  return done.length;
}
