import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../graphql/graphql';
import { graphqlRequest } from './api-client';
import { useToken } from './auth-token';

export const GET_USER_QUERY = graphql(`
  query GetUser {
    getUser {
      email firstName lastName flakeId isLawyer isAdmin phone postcode createdAt tenant name
      teamOwner teamUser impersonateUser impersonatedBy { email name }
    }
  }
`);

/** impersonateUser is true while an admin acts as this customer; analytics stay silent then. */
export type TSessionUser = NonNullable<ResultOf<typeof GET_USER_QUERY>['getUser']>;

export const currentUserQueryKey = ['current-user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      const data = await graphqlRequest(GET_USER_QUERY);
      return data.getUser ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user, or null; nothing is fetched without a token. */
export function useCurrentUser() {
  const token = useToken();
  return useQuery({ ...currentUserQueryOptions(), enabled: token !== null });
}

/** For screens behind RequireAuth, where the user is known to be loaded. */
export function useSignedInUser(): TSessionUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is only usable behind RequireAuth');
  return data;
}

/**
 * After the acting user changes (impersonation starts or ends) nothing cached for the
 * previous user may be shown: drop every other query and refetch the user in place, so the
 * layout stays mounted while the new identity loads.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
  });
  await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
