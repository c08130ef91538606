import {
  ACCOUNT_SETTINGS_MESSAGES,
  DOCUMENTS_ON_DELETION,
  REMOVED_ON_DELETION,
  RETAINED_AFTER_DELETION,
} from '@app/domain';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsFrame } from '../components/settings-frame';
import { SettingsPasswordModal } from '../components/settings-password-modal';
import { useEndSessionHere } from '../hooks/use-end-session-here';

/** /settings/delete-account: what goes, what the law makes us keep, and the button. */
export function SettingsDeleteAccountPage() {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const endHere = useEndSessionHere();

  const confirm = (password: string, showFieldErrors: (e: unknown) => boolean) =>
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          showSuccessToast(ACCOUNT_SETTINGS_MESSAGES.accountDeleted);
          endHere();
        },
        onError: (error) => showFieldErrors(error),
      },
    );

  return (
    <SettingsFrame>
      <Stack gap="md">
        <Title order={1}>Delete account</Title>
        <Text maw={640}>
          Deleting your account cannot be undone. Download any documents and invoices you want to
          keep first.
        </Text>
        <Card withBorder padding="md" maw={640}>
          <Title order={2} size="h4" mb="xs">
            What is removed straight away
          </Title>
          <List size="sm" spacing={4}>
            {REMOVED_ON_DELETION.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {DOCUMENTS_ON_DELETION}
          </Text>
        </Card>
        <Card withBorder padding="md" maw={640}>
          <Title order={2} size="h4" mb="xs">
            What we must keep, and why
          </Title>
          <Stack gap="xs" component="dl" m={0}>
            {RETAINED_AFTER_DELETION.map((item) => (
              <div key={item.what}>
                <Text component="dt" size="sm" fw={600}>
                  {item.what}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {item.why}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
        <Group>
          <Button color="red" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </Group>
        <SettingsPasswordModal
          opened={confirming}
          title="Delete your account?"
          confirmLabel="Delete my account"
          cancelLabel="Keep my account"
          danger
          pending={remove.isPending}
          error={remove.error}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={confirm}
        >
          Every subscription is cancelled now and you are signed out everywhere. Type your password
          to confirm.
        </SettingsPasswordModal>
      </Stack>
    </SettingsFrame>
  );
}
