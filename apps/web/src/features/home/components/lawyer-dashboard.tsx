import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconCash, IconMessages, IconUsers } from '@tabler/icons-react';
import { paths } from '../../../paths';
import { LawyerFigures } from '../../marketplace';
import { LawyerNotificationsCard } from '../../notifications';
import { ShortcutCard } from './shortcut-card';

export function LawyerDashboard() {
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <LawyerFigures />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <ShortcutCard
          to={paths.myBriefs('new')}
          title="New briefs"
          description="Briefs waiting for your quote."
          icon={<IconBriefcase size={22} />}
        />
        <ShortcutCard
          to={paths.quickQuoteMessages()}
          title="Marketplace Chat"
          description="Talk with customers about their briefs."
          icon={<IconMessages size={22} />}
        />
        <ShortcutCard
          to={paths.myClients()}
          title="My Clients"
          description="The customers you work with."
          icon={<IconUsers size={22} />}
        />
        <ShortcutCard
          to={paths.myClientsPayouts()}
          title="Payouts"
          description="What you have earned and when it is paid."
          icon={<IconCash size={22} />}
        />
      </SimpleGrid>
      <LawyerNotificationsCard />
    </Stack>
  );
}
