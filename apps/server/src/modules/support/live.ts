import type { TBuilder } from '../../platform/graphql/builder.js';
import { INBOX_CHANNEL } from './service.js';

/**
 * supportConversationChanged: the signed-in customer's own conversation changed (a reply,
 * their own message from another tab, a close). supportInboxChanged: for admins, any.
 */
export function registerSupportLive(builder: TBuilder) {
  builder.subscriptionField('supportConversationChanged', (t) =>
    t.withAuth({ signedIn: true }).id({
      nullable: false,
      description: "Fires when the signed-in customer's support conversation changes.",
      // Always one's own conversation: no argument can name another customer's.
      subscribe: (_root, _args, ctx) =>
        ctx.deps.pubsub.subscribe('support:changed', ctx.viewer.user.id),
      resolve: (payload: { conversationId: string }) => payload.conversationId,
    }),
  );
  builder.subscriptionField('supportInboxChanged', (t) =>
    t.withAuth({ admin: true }).id({
      nullable: false,
      description: 'Fires for admins when any support conversation changes; answers its id.',
      subscribe: (_root, _args, ctx) => ctx.deps.pubsub.subscribe('support:changed', INBOX_CHANNEL),
      resolve: (payload: { conversationId: string }) => payload.conversationId,
    }),
  );
}
