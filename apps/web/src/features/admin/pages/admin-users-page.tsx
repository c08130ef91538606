import { MESSAGES } from '@app/domain';
import { Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { QueryState } from '../../../lib/ui/query-state';
import { useAdminUsers } from '../api/admin-users';
import { useStartImpersonation } from '../api/impersonation';
import { AdminNav } from '../components/admin-nav';
import { UsersTable } from '../components/users-table';

/** /admin/users: find a user and act as them (admins only; the server checks again). */
export function AdminUsersPage() {
  const me = useSignedInUser();
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  const users = useAdminUsers(debouncedTerm, me.isAdmin);
  const impersonate = useStartImpersonation();

  if (!me.isAdmin) {
    return (
      <Stack gap="xs">
        <Title order={1}>Users</Title>
        <Text c="dimmed">{MESSAGES.forbidden}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <AdminNav />
      <Title order={1}>Users</Title>
      <TextInput
        label="Search users"
        description="Name or email"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={users.isFetching ? <Loader size="xs" aria-label="Searching" /> : undefined}
        maw={420}
      />
      <QueryState query={users} loadingLabel="Loading users" />
      {users.data &&
        (users.data.length === 0 ? (
          <Text c="dimmed">No users match your search.</Text>
        ) : (
          <UsersTable
            users={users.data}
            pendingUserId={impersonate.isPending ? impersonate.variables : undefined}
            onImpersonate={(user) => impersonate.mutate(user.flakeId)}
          />
        ))}
    </Stack>
  );
}
