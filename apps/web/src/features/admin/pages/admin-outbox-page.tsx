import { MESSAGES } from '@app/domain';
import { Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { QueryState } from '../../../lib/ui/query-state';
import { useAdminOutbox } from '../api/admin-outbox';
import { AdminNav } from '../components/admin-nav';
import { OutboxMail } from '../components/outbox-mail';

/**
 * /admin/outbox: the mail kept instead of sent when no SMTP server is configured. Its reset
 * and confirmation links open accounts, so admins only (the server checks again).
 */
export function AdminOutboxPage() {
  const me = useSignedInUser();
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const outbox = useAdminOutbox(debouncedTo, me.isAdmin);

  if (!me.isAdmin) {
    return (
      <Stack gap="xs">
        <Title order={1}>Outbox</Title>
        <Text c="dimmed">{MESSAGES.forbidden}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <AdminNav />
      <Title order={1}>Outbox</Title>
      <Text c="dimmed" maw={640}>
        {outbox.data?.delivery === 'smtp'
          ? 'Mail is sent through SMTP; only mail kept before that was set up is listed here.'
          : 'Mail Clausewell would have sent, newest first. Set SMTP_URL to send it for real.'}
      </Text>
      <TextInput
        label="Recipient"
        description="Show only the mail to this address"
        type="search"
        value={to}
        onChange={(event) => setTo(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          outbox.isFetching ? <Loader size="xs" aria-label="Loading mail" /> : undefined
        }
        maw={420}
      />
      <QueryState query={outbox} loadingLabel="Loading mail" />
      {outbox.data &&
        (outbox.data.mails.length === 0 ? (
          <Text c="dimmed">No mail yet.</Text>
        ) : (
          <Stack gap="sm" data-testid="outbox">
            {outbox.data.mails.map((mail) => (
              <OutboxMail key={mail.id} mail={mail} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
