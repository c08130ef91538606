import { Divider, List, Stack, Switch, Text, Title } from '@mantine/core';
import { showErrorToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { useEmailPreferences, useSetEmailPreference } from '../api/email-preferences';

/**
 * Account settings: which notices also come by e-mail, one switch per kind. Kinds whose area
 * always mails are listed as such, not offered a switch that would change nothing; and the
 * mail the law or the account's safety needs is named, so nobody looks for a switch for it.
 */
export function NotificationEmailSettings() {
  const preferences = useEmailPreferences();
  const change = useSetEmailPreference();
  const list = preferences.data ?? [];
  const choosable = list.filter((p) => p.choosable);
  const always = list.filter((p) => !p.choosable);

  return (
    <Stack gap="sm" maw={560} component="section" aria-labelledby="notification-emails-heading">
      <Divider my="xs" />
      <Title order={2} size="h3" id="notification-emails-heading">
        Notification e-mails
      </Title>
      <Text size="sm">
        Everything appears in your notifications. Choose what also comes to your inbox.
      </Text>
      <QueryState query={preferences} loadingLabel="Loading your e-mail choices" />
      {choosable.map((p) => (
        <Switch
          key={p.kind}
          label={p.label}
          description={p.description}
          checked={p.email}
          onChange={(event) =>
            change.mutate(
              { kind: p.kind, email: event.currentTarget.checked },
              { onError: (error) => showErrorToast(error.message) },
            )
          }
          data-testid={`email-${p.kind}`}
        />
      ))}
      <Text size="sm" c="dimmed" data-testid="email-always-required">
        Sign-in, password, payment receipt and e-signing request e-mails always come, whatever you
        choose here: they keep your account safe and your records complete.
      </Text>
      {always.length > 0 && (
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={600}>
            Always by e-mail
          </Text>
          <Text size="sm" c="dimmed">
            These e-mails carry what you need (a signed PDF, a link to open), so they always come.
          </Text>
          <List size="sm" spacing={2}>
            {always.map((p) => (
              <List.Item key={p.kind}>{p.label}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
