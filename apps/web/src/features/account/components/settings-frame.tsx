import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../paths';

/** The settings pages, in the order a customer looks for them. */
export const SETTINGS_LINKS = [
  { label: 'Personal details', to: paths.settingsPersonalDetails() },
  { label: 'Email', to: paths.settingsEmail() },
  { label: 'Password', to: paths.settingsPassword() },
  { label: 'Sessions', to: paths.settingsSessions() },
  { label: 'Subscriptions', to: paths.settingsSubscriptions() },
  { label: 'Team members', to: paths.settingsTeamMember() },
  { label: 'Webhooks', to: paths.esignWebhooks() },
  { label: 'Delete account', to: paths.settingsDeleteAccount() },
] as const;

/**
 * Links between the settings pages above whichever one is open. Links, not tabs: each page
 * has its own address, so Back and a shared link work. On a phone the links wrap onto a
 * second line rather than scroll, so none of them is out of sight.
 */
export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={880}>
      <Box component="nav" aria-label="Account settings">
        <Text size="sm" c="dimmed" fw={600} mb={6}>
          Account settings
        </Text>
        <Group gap={6}>
          {SETTINGS_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button
                  component="span"
                  size="sm"
                  radius="xl"
                  variant={isActive ? 'filled' : 'default'}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {link.label}
                </Button>
              )}
            </NavLink>
          ))}
        </Group>
      </Box>
      {children}
    </Stack>
  );
}
