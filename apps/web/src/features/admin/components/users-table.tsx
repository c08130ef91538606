import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TAdminUser } from '../api/admin-users';

type TUsersTableProps = {
  users: TAdminUser[];
  pendingUserId: string | undefined;
  onImpersonate: (user: TAdminUser) => void;
};

function roleOf(user: TAdminUser): string {
  if (user.isAdmin) return 'Admin';
  return user.isLawyer ? 'Lawyer' : 'Customer';
}

/** Only customers can be impersonated: never admins, never lawyers. */
export function canImpersonate(user: TAdminUser): boolean {
  return !user.isAdmin && !user.isLawyer;
}

export function UsersTable({ users, pendingUserId, onImpersonate }: TUsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="admin-users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>
              <span className="mantine-visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.flakeId} data-testid={`admin-user-${user.flakeId}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {user.name}
                </Text>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.tenant}</Table.Td>
              <Table.Td>
                <Badge
                  variant="filled"
                  color={user.isAdmin ? 'red' : user.isLawyer ? 'grape' : 'blue'}
                >
                  {roleOf(user)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  {canImpersonate(user) && (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Impersonate ${user.name}`}
                      loading={pendingUserId === user.flakeId}
                      disabled={pendingUserId !== undefined}
                      onClick={() => onImpersonate(user)}
                    >
                      Impersonate
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
