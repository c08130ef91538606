import { isUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import type { TBuilder } from '../../platform/graphql/builder.js';

/**
 * Tells the user's open screens, on any server instance, to fetch their notifications again.
 * Inside a unit of work it waits for the commit: a rolled-back notice is never announced.
 */
export function publishNotificationsChanged(deps: TDeps, userId: string) {
  const publish = () => deps.pubsub.publish('notifications:changed', userId, { userId });
  if (isUnitOfWork(deps)) deps.afterCommit(publish);
  else publish();
}

/** notificationsChanged: an event whenever the signed-in user's notification centre changes. */
export function registerNotificationsLive(builder: TBuilder) {
  builder.subscriptionField('notificationsChanged', (t) =>
    t.withAuth({ signedIn: true }).string({
      nullable: false,
      description: "Fires when the signed-in user's notifications change; answers their id.",
      // Always one's own centre: no argument can name another user's.
      subscribe: (_root, _args, ctx) =>
        ctx.deps.pubsub.subscribe('notifications:changed', ctx.viewer.user.id),
      resolve: (payload: { userId: string }) => payload.userId,
    }),
  );
}
