import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

// Live events. In-process by default; through Redis when REDIS_URL is set, so a change made
// on one server instance reaches a browser listening on another.

export type TLiveEvents = {
  /** A user's subscriptions changed: their screens should fetch them again. */
  'billing:subscriptions-changed': [userId: string, payload: { userId: string }];
  /** A user's notification centre changed (a new notice, or one read in another tab). */
  'notifications:changed': [userId: string, payload: { userId: string }];
  /** A marketplace conversation the user takes part in has a new message or a new read. */
  'marketplace:chat-changed': [userId: string, payload: { briefId: string; lawyerId: string }];
  /** A support conversation changed: to its customer's id, and to 'inbox' for the admins. */
  'support:changed': [channel: string, payload: { conversationId: string }];
};

export type TPubSub = ReturnType<typeof createPubSub<TLiveEvents>> & { close(): Promise<void> };

export function createLivePubSub(
  redisUrl?: string,
  opts: { onConnectionError?: (error: Error) => void } = {},
): TPubSub {
  if (!redisUrl) return Object.assign(createPubSub<TLiveEvents>(), { close: async () => {} });
  // A connection in subscriber mode can do nothing else, hence two. While Redis is away they
  // report each failed reconnection and keep trying; once it is back the subscriber
  // subscribes again to every channel it had, so open event streams carry on.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const reportError = (error: Error) => opts.onConnectionError?.(error);
  publishClient.on('error', reportError);
  subscribeClient.on('error', reportError);
  // A browser that goes away while the server shuts down unsubscribes on a closing
  // connection; the event target does not wait for that answer, so it must not reject.
  const unsubscribe = subscribeClient.unsubscribe.bind(subscribeClient);
  subscribeClient.unsubscribe = ((...channels: string[]) =>
    unsubscribe(...channels).catch(() => 0)) as typeof subscribeClient.unsubscribe;
  const pubsub = createPubSub<TLiveEvents>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return Object.assign(pubsub, {
    async close() {
      // Let streams that just ended unsubscribe before the connections close.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}
