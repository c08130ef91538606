import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { type TAccountSession, useRevokeSession, useSessions } from '../api/sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsFrame } from '../components/settings-frame';
import { SettingsPasswordModal } from '../components/settings-password-modal';
import { useEndSessionHere } from '../hooks/use-end-session-here';

const timeFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  minute: '2-digit',
});
const when = (iso: string) => `${formatDate(iso)} ${timeFormat.format(new Date(iso))}`;

/** /settings/sessions: where the account is signed in, and a way to end any of it. */
export function SettingsSessionsPage() {
  const sessions = useSessions();
  const [confirming, setConfirming] = useState(false);
  const everywhere = useSignOutEverywhere();
  const endHere = useEndSessionHere();

  const signOutEverywhere = (password: string, showFieldErrors: (e: unknown) => boolean) =>
    everywhere.mutate(
      { password },
      {
        onSuccess: (result) => {
          showSuccessToast(result.message);
          endHere();
        },
        onError: (error) => showFieldErrors(error),
      },
    );

  return (
    <SettingsFrame>
      <Stack gap="md">
        <Title order={1}>Sessions</Title>
        <Text size="sm" maw={560}>
          These are the phones, tablets and computers signed in to your account. Sign out any you do
          not recognise, then change your password.
        </Text>
        <QueryState query={sessions} loadingLabel="Loading your sessions" />
        {sessions.data && (
          <Stack gap="sm" component="ul" p={0} m={0} maw={640} style={{ listStyle: 'none' }}>
            {sessions.data.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </Stack>
        )}
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        </Group>
        <SettingsPasswordModal
          opened={confirming}
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          cancelLabel="Cancel"
          danger
          pending={everywhere.isPending}
          error={everywhere.error}
          onClose={() => {
            everywhere.reset();
            setConfirming(false);
          }}
          onConfirm={signOutEverywhere}
        >
          Every session ends, this one too: you will need your password to sign in again on each
          device.
        </SettingsPasswordModal>
      </Stack>
    </SettingsFrame>
  );
}

function SessionCard({ session }: { session: TAccountSession }) {
  const revoke = useRevokeSession();
  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: (result) => showSuccessToast(result.message),
      onError: (error) => showErrorToast(error.message),
    });
  return (
    <Card withBorder component="li" padding="md" aria-label={session.device}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && (
              <Badge color="teal" variant="light">
                This device
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Signed in {when(session.signedInAt)} · last active {when(session.lastSeenAt)}
          </Text>
          {session.ip && (
            <Text size="sm" c="dimmed">
              IP address {session.ip}
            </Text>
          )}
        </Stack>
        {!session.current && (
          <Button
            variant="default"
            size="sm"
            onClick={signOut}
            loading={revoke.isPending}
            aria-label={`Sign out ${session.device}, signed in ${when(session.signedInAt)}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Card>
  );
}
