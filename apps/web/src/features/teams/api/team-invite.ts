import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';
import { teamQueryKey } from './team';

const TEAM_INVITE = graphql(`
  query TeamInvite($token: String!) { teamInvite(token: $token) { email firstName sender expired } }
`);

const ACCEPT_TEAM_INVITE = graphql(`
  mutation AcceptTeamInvite($token: String!) {
    acceptTeamInvite(token: $token) { teamId owner { firstName lastName } }
  }
`);

export type TTeamInvite = ResultOf<typeof TEAM_INVITE>['teamInvite'];

export function useTeamInvite(token: string) {
  return useQuery({
    queryKey: ['teams', 'invite', token],
    queryFn: () => graphqlRequest(TEAM_INVITE, { token }).then((d) => d.teamInvite as TTeamInvite),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAcceptTeamInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => graphqlRequest(ACCEPT_TEAM_INVITE, { token }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
      void client.invalidateQueries({ queryKey: teamQueryKey });
    },
  });
}
