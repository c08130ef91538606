import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { liveUrl, useLiveStream } from '../../../lib/live-stream';

const NOTIFICATIONS = graphql(`
  query Notifications {
    notifications(limit: 30) { id kind title body link read createdAt }
    unreadNotificationsCount
  }
`);

const MARK_READ = graphql(`
  mutation MarkNotificationRead($id: ID!) { markNotificationRead(id: $id) { id read } }
`);

const MARK_ALL_READ = graphql(`mutation MarkAllNotificationsRead { markAllNotificationsRead }`);

export type TNotificationCentre = ResultOf<typeof NOTIFICATIONS>;
export type TNotification = NonNullable<TNotificationCentre['notifications']>[number];

const centreKey = ['notifications'] as const;

/**
 * Pushed live (useNotificationsLive); asked again every five minutes and whenever the window
 * regains focus too, in case a push was missed while the connection was down.
 */
export function useNotificationCentre() {
  return useQuery({
    queryKey: centreKey,
    queryFn: () => graphqlRequest(NOTIFICATIONS) as Promise<TNotificationCentre>,
    refetchInterval: 5 * 60_000,
  });
}

/** Marks read at once on screen; the server's answer settles it. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(MARK_READ, { id }),
    onMutate: (id) => {
      client.setQueryData<TNotificationCentre>(centreKey, (old) =>
        old
          ? {
              unreadNotificationsCount: Math.max(
                0,
                (old.unreadNotificationsCount ?? 0) -
                  (old.notifications?.some((n) => n.id === id && !n.read) ? 1 : 0),
              ),
              notifications:
                old.notifications?.map((n) => (n.id === id ? { ...n, read: true } : n)) ?? null,
            }
          : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: centreKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => graphqlRequest(MARK_ALL_READ),
    onSuccess: () => {
      client.setQueryData<TNotificationCentre>(centreKey, (old) =>
        old
          ? {
              unreadNotificationsCount: 0,
              notifications: old.notifications?.map((n) => ({ ...n, read: true })) ?? null,
            }
          : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: centreKey }),
  });
}

const NOTIFICATIONS_CHANGED = graphql(`subscription NotificationsChanged { notificationsChanged }`);
const notificationsLiveUrl = liveUrl(NOTIFICATIONS_CHANGED);

/** While signed in, a notice or a read in another tab refreshes the centre at once. */
export function useNotificationsLive(signedIn: boolean) {
  const client = useQueryClient();
  useLiveStream(signedIn ? notificationsLiveUrl : null, () => {
    void client.invalidateQueries({ queryKey: centreKey });
  });
}
