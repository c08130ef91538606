import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';

const TeamFields = graphql(`
  fragment TeamFields on Team {
    teamId limit canManage canHaveTeam
    owner { flakeId email firstName lastName }
    teamMembers { id flakeId email firstName lastName userType invitedAt inviteExpiresAt inviteExpired }
  }
`);

const MY_TEAM = graphql(`query MyTeam { myTeam { ...TeamFields } }`, [TeamFields]);

const ADD_TEAM_USER = graphql(
  `mutation AddTeamUser($email: String!, $firstName: String!, $lastName: String!, $message: String) {
    AddTeamUser(email: $email, firstName: $firstName, lastName: $lastName, message: $message) {
      ...TeamFields
    }
  }`,
  [TeamFields],
);

const REMOVE_TEAM_MEMBER = graphql(
  `mutation RemoveTeamMember($memberId: ID!) { removeTeamMember(memberId: $memberId) { ...TeamFields } }`,
  [TeamFields],
);

const RESEND_TEAM_INVITE = graphql(
  `mutation ResendTeamInvite($memberId: ID!) { resendTeamInvite(memberId: $memberId) { ...TeamFields } }`,
  [TeamFields],
);

export type TTeam = ResultOf<typeof TeamFields>;
export type TTeamMember = TTeam['teamMembers'][number];

export const teamQueryKey = ['teams', 'my-team'] as const;

export function useMyTeam() {
  return useQuery({
    queryKey: teamQueryKey,
    queryFn: () => graphqlRequest(MY_TEAM).then((d) => d.myTeam as TTeam),
  });
}

/** Every change answers with the whole team, which replaces the cached one. */
function useTeamChange<V>(run: (variables: V) => Promise<TTeam>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (team) => {
      client.setQueryData(teamQueryKey, team);
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

export type TInviteInput = { email: string; firstName: string; lastName: string; message?: string };

export const useAddTeamUser = () =>
  useTeamChange((v: TInviteInput) =>
    graphqlRequest(ADD_TEAM_USER, { ...v, message: v.message || null }).then(
      (d) => d.AddTeamUser as TTeam,
    ),
  );

export const useRemoveTeamMember = () =>
  useTeamChange((memberId: string) =>
    graphqlRequest(REMOVE_TEAM_MEMBER, { memberId }).then((d) => d.removeTeamMember as TTeam),
  );

export const useResendTeamInvite = () =>
  useTeamChange((memberId: string) =>
    graphqlRequest(RESEND_TEAM_INVITE, { memberId }).then((d) => d.resendTeamInvite as TTeam),
  );

const LEAVE_TEAM = graphql(`mutation LeaveTeam { leaveTeam }`);

/** A member leaves: their own plan applies again at once. */
export function useLeaveTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => graphqlRequest(LEAVE_TEAM),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: teamQueryKey });
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
