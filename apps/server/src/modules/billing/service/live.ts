import type { TDeps } from '../../../platform/deps.js';

/** Tells the user's open screens (on any server instance) to fetch their plans again. */
export function publishSubscriptionsChanged(deps: TDeps, userId: string) {
  deps.pubsub.publish('billing:subscriptions-changed', userId, { userId });
}
