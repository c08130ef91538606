import { BILLING_MESSAGES } from '@app/domain';
import { AppError } from '../../../platform/errors.js';
import type { TBuilder } from '../../../platform/graphql/builder.js';

/** refetchSubsSubscription(userId): fires when that user's subscriptions change. */
export function billingLiveEvents(builder: TBuilder) {
  builder.subscriptionField('refetchSubsSubscription', (t) =>
    t.withAuth({ signedIn: true }).string({
      nullable: false,
      args: { userId: t.arg.string({ required: true }) },
      subscribe: (_root, args, ctx) => {
        // Only one's own plans: an admin impersonating listens as the customer.
        if (ctx.viewer.user.id !== args.userId) {
          throw new AppError('FORBIDDEN', BILLING_MESSAGES.followOwnOnly);
        }
        return ctx.deps.pubsub.subscribe('billing:subscriptions-changed', args.userId);
      },
      resolve: (payload: { userId: string }) => payload.userId,
    }),
  );
}
