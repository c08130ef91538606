import { TEAM_MESSAGES } from '@app/domain';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { type TTeam, useMyTeam } from '../api/team';
import { InviteForm } from '../components/invite-form';
import { LeaveTeam } from '../components/leave-team';
import { MemberList } from '../components/member-list';

/** /settings/team-member: the owner's team, its pending invitations and the invite form. */
export function TeamMemberPage() {
  const team = useMyTeam();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Team members</Title>
      <QueryState query={team} loadingLabel="Loading your team" />
      {team.data && <TeamBody team={team.data} />}
    </Stack>
  );
}

function UpgradeState() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="team-upgrade">
      <Stack gap="sm" align="flex-start">
        <IconUsers size={32} aria-hidden="true" />
        <Title order={2} size="h4">
          Work on your documents together
        </Title>
        <Text size="sm">{TEAM_MESSAGES.planNeeded}</Text>
        <Text size="sm" c="dimmed">
          Up to 3 team members get their own sign-in and use everything your plan includes.
        </Text>
        <Button component={Link} to={paths.pricing()}>
          See plans
        </Button>
      </Stack>
    </Paper>
  );
}

function TeamBody({ team }: { team: TTeam }) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const isMember = !team.canManage && team.canHaveTeam;
  if (!team.canHaveTeam && team.teamMembers.length === 0) return <UpgradeState />;
  if (isMember) {
    return (
      <Stack gap="sm">
        <Text>
          You are a member of {team.owner.firstName} {team.owner.lastName}&apos;s team and use their
          plan.
        </Text>
        <MemberList members={team.teamMembers} canManage={false} />
        <LeaveTeam ownerName={`${team.owner.firstName} ${team.owner.lastName}`} />
      </Stack>
    );
  }
  const seatsLeft = team.limit - team.teamMembers.length;
  return (
    <Stack gap="lg">
      {!team.canHaveTeam && (
        <Alert color="yellow" title="Your plan no longer includes a team">
          Members keep their place but use their own plan until you{' '}
          <Link to={paths.pricing()}>choose a plan with a team</Link>.
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={2} size="h4" ref={listHeading} tabIndex={-1}>
          Your team ({team.teamMembers.length} of {team.limit})
        </Title>
        <MemberList members={team.teamMembers} canManage />
      </Stack>
      {team.canHaveTeam && (
        <InviteForm
          full={seatsLeft <= 0}
          limit={team.limit}
          onManage={() => listHeading.current?.focus()}
        />
      )}
    </Stack>
  );
}
