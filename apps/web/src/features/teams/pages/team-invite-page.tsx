import { TEAM_MESSAGES } from '@app/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { type TTeamInvite, useAcceptTeamInvite, useTeamInvite } from '../api/team-invite';

/** The link mailed to an invitee: sign up or sign in with the invited address, then accept. */
export function TeamInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useTeamInvite(token);
  return (
    <Stack gap="md" maw={560} mx="auto" py="lg">
      <Title order={1}>Team invitation</Title>
      {!token || invite.isError ? (
        <Alert color="red" role="alert">
          {invite.error?.message || TEAM_MESSAGES.inviteInvalid}
        </Alert>
      ) : invite.isPending ? (
        <Loader aria-label="Loading the invitation" />
      ) : (
        <InviteBody invite={invite.data} token={token} />
      )}
    </Stack>
  );
}

function InviteBody({ invite, token }: { invite: TTeamInvite; token: string }) {
  const user = useCurrentUser();
  const accept = useAcceptTeamInvite();
  const here = paths.teamInvite(token);
  if (invite.expired) {
    return (
      <Alert color="yellow" role="alert">
        {TEAM_MESSAGES.inviteExpired}
      </Alert>
    );
  }
  if (accept.isSuccess) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text role="status">You joined {invite.sender}&apos;s team.</Text>
          <Button component={Link} to={paths.home()}>
            Go to Home
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="team-invite">
      <Stack gap="sm">
        <Text>
          {invite.sender} invited you, {invite.firstName}, to join their team on Clausewell and
          share their plan.
        </Text>
        {user.data ? (
          <>
            {accept.error && (
              <Alert color="red" role="alert">
                {accept.error.message}
              </Alert>
            )}
            <Group>
              <Button loading={accept.isPending} onClick={() => accept.mutate(token)}>
                Accept invitation
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              Create your account with <strong>{invite.email}</strong>, or sign in if you have one,
              then accept here.
            </Text>
            <Group>
              <Button component={Link} to={paths.signUp({ next: here })}>
                Sign up
              </Button>
              <Button component={Link} to={paths.signIn({ next: here })} variant="default">
                Sign in
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
