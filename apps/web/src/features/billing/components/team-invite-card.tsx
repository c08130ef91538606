import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../paths';

export function TeamInviteCard({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="team-invite-card">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Invite your team
        </Title>
        <Text size="sm" c="dimmed">
          Your plan includes up to 3 team members. They get their own sign-in and work on your
          documents with you.
        </Text>
        <Button
          component={Link}
          to={paths.settingsTeamMember()}
          variant="light"
          leftSection={<IconUsersPlus size={16} aria-hidden="true" />}
          onClick={onNavigate}
        >
          Invite team members
        </Button>
      </Stack>
    </Paper>
  );
}
