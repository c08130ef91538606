import type { TAvatarMenuItem } from '@app/domain';
import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initials } from '../../lib/format';
import type { TSessionUser } from '../../lib/session';
import { useSignOut } from './use-sign-out';

type TAvatarMenuProps = { user: TSessionUser; items: readonly TAvatarMenuItem[] };

/** SPEC §2.3 avatar menu; the item without a route is Sign out. */
export function AvatarMenu({ user, items }: TAvatarMenuProps) {
  const signOut = useSignOut();
  const displayName = user.name || `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by its content, visible initials first, so voice control can say them too. */}
        <UnstyledButton data-testid="avatar-menu-button">
          <Avatar color="blue" radius="xl" size={34}>
            {initials(displayName)}
          </Avatar>
          <VisuallyHidden>Account menu</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {items.map((item) =>
          item.to === null ? (
            <Menu.Item
              key={item.key}
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              data-testid={`avatar-menu-${item.key}`}
              onClick={() => void signOut()}
            >
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={item.key}
              component={Link}
              to={item.to}
              data-testid={`avatar-menu-${item.key}`}
            >
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
