import { TEAM_MESSAGES } from '@app/domain';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { type TTeamMember, useRemoveTeamMember, useResendTeamInvite } from '../api/team';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney' });

function StatusBadge({ member }: { member: TTeamMember }) {
  if (member.userType === 'MEMBER') return <Badge color="teal">Member</Badge>;
  if (member.inviteExpired) return <Badge color="red">Invitation expired</Badge>;
  return <Badge color="blue">Invited</Badge>;
}

/** The team's seats: members and pending invitations, with the owner's actions. */
export function MemberList({ members, canManage }: { members: TTeamMember[]; canManage: boolean }) {
  const remove = useRemoveTeamMember();
  const resend = useResendTeamInvite();
  const [removing, setRemoving] = useState<TTeamMember | null>(null);

  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="team-empty">
        Nobody has been invited yet. Invite up to 3 people to share your plan.
      </Text>
    );
  }

  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Team">
        {members.map((m) => {
          const name = `${m.firstName} ${m.lastName}`;
          return (
            <Paper
              key={m.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              data-testid="team-member"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    <StatusBadge member={m} />
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {m.email}
                  </Text>
                  {m.userType === 'INVITED' && m.inviteExpiresAt && !m.inviteExpired && (
                    <Text size="xs" c="dimmed">
                      Invitation works until {formatDate(m.inviteExpiresAt)}
                    </Text>
                  )}
                </Stack>
                {canManage && (
                  <Group gap="xs">
                    {m.userType === 'INVITED' && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={resend.isPending && resend.variables === m.id}
                        aria-label={`Resend invitation to ${name}`}
                        onClick={() =>
                          resend.mutate(m.id, {
                            onSuccess: () => showSuccessToast(TEAM_MESSAGES.inviteResent),
                            onError: (e) => showErrorToast(e.message),
                          })
                        }
                      >
                        Resend
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Remove ${name}`}
                      onClick={() => setRemoving(m)}
                    >
                      Remove
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove from your team?"
        centered
      >
        {removing && (
          <Stack gap="sm">
            <Text size="sm">
              {removing.firstName} {removing.lastName} loses access to your plan at once.
              {removing.userType === 'INVITED' ? ' Their invitation link stops working.' : ''}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Keep
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(removing.id, {
                    onSuccess: () => {
                      showSuccessToast(TEAM_MESSAGES.memberRemoved);
                      setRemoving(null);
                    },
                    onError: (e) => showErrorToast(e.message),
                  })
                }
              >
                Remove
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
