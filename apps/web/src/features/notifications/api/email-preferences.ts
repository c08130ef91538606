import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const EMAIL_PREFERENCES = graphql(`
  query NotificationEmailPreferences {
    notificationEmailPreferences { kind label description email choosable }
  }
`);

const SET_EMAIL_PREFERENCE = graphql(`
  mutation SetNotificationEmailPreference($kind: String!, $email: Boolean!) {
    setNotificationEmailPreference(kind: $kind, email: $email) { kind email choosable }
  }
`);

export type TEmailPreference = ResultOf<
  typeof EMAIL_PREFERENCES
>['notificationEmailPreferences'][number];

const preferencesKey = ['notifications', 'email-preferences'] as const;

export function useEmailPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => graphqlRequest(EMAIL_PREFERENCES).then((d) => d.notificationEmailPreferences),
  });
}

/** Flips the switch at once; a refusal puts it back and the caller shows why. */
export function useSetEmailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: string; email: boolean }) => graphqlRequest(SET_EMAIL_PREFERENCE, v),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: preferencesKey });
      const before = client.getQueryData<TEmailPreference[]>(preferencesKey);
      client.setQueryData<TEmailPreference[]>(preferencesKey, (old) =>
        old?.map((p) => (p.kind === v.kind ? { ...p, email: v.email } : p)),
      );
      return { before };
    },
    onError: (_e, _v, context) => client.setQueryData(preferencesKey, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}
