import { isUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import type { TBuilder } from '../../platform/graphql/builder.js';

/**
 * Tells the open chat screens of each named participant, on any server instance, that the
 * conversation of this brief with this lawyer changed. Inside a unit of work it waits for
 * the commit.
 */
export function publishChatChanged(
  deps: TDeps,
  userIds: string[],
  thread: { briefId: string; lawyerId: string },
) {
  const publish = () => {
    for (const userId of new Set(userIds)) {
      deps.pubsub.publish('marketplace:chat-changed', userId, {
        briefId: thread.briefId,
        lawyerId: thread.lawyerId,
      });
    }
  };
  if (isUnitOfWork(deps)) deps.afterCommit(publish);
  else publish();
}

/** marketplaceChatChanged: an event whenever one of the viewer's conversations changes. */
export function registerMarketplaceLive(builder: TBuilder) {
  builder.subscriptionField('marketplaceChatChanged', (t) =>
    t.withAuth({ signedIn: true }).id({
      nullable: false,
      description:
        "Fires when a message is sent or read in one of the signed-in user's marketplace " +
        'conversations; answers the brief id.',
      // Always one's own conversations: no argument can name another user's.
      subscribe: (_root, _args, ctx) =>
        ctx.deps.pubsub.subscribe('marketplace:chat-changed', ctx.viewer.user.id),
      resolve: (payload: { briefId: string }) => payload.briefId,
    }),
  );
}
