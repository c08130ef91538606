import { CUSTOMER_NAVIGATION, navigationForTenant } from '@app/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarEvent,
  IconFileText,
  IconMessageCircleDollar,
  IconRoute,
  IconTag,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TSessionUser } from '../../../lib/session';
import { ShortcutCard } from './shortcut-card';

// The areas a new customer most often starts with; tenant rules come from the navigation.
const SHORTCUTS: Record<string, { description: string; icon: ReactNode }> = {
  documents: {
    description: 'Create, edit, download and e-sign legal documents.',
    icon: <IconFileText size={22} />,
  },
  registrations: {
    description: 'Register and manage companies, business names and ABNs.',
    icon: <IconBuilding size={22} />,
  },
  workflows: {
    description: 'Step-by-step legal workflows for common tasks.',
    icon: <IconRoute size={22} />,
  },
  consultations: {
    description: 'Book a consultation with a lawyer or an accountant.',
    icon: <IconCalendarEvent size={22} />,
  },
  quotes: {
    description: 'Request quotes from lawyers for legal work.',
    icon: <IconMessageCircleDollar size={22} />,
  },
  pricing: {
    description: 'Compare plans, bundles and pay-per-document access.',
    icon: <IconTag size={22} />,
  },
};

export function CustomerHome({ user }: { user: TSessionUser }) {
  const items = navigationForTenant(CUSTOMER_NAVIGATION, user.tenant).filter(
    (item) => item.key in SHORTCUTS,
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Welcome, {user.firstName}</Title>
        <Text c="dimmed" mt={4}>
          What would you like to do today?
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((item) => {
          const shortcut = SHORTCUTS[item.key];
          return shortcut ? (
            <ShortcutCard
              key={item.key}
              to={item.to}
              title={item.label}
              description={shortcut.description}
              icon={shortcut.icon}
            />
          ) : null;
        })}
      </SimpleGrid>
    </Stack>
  );
}
