import { BUSINESS_MESSAGES, formatAcn, type TBusinessListItem } from '@app/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useBusinessList } from '../api/business-list';

/** /businesses/manage-my-business: every business in the account. */
export function MyBusinessesPage() {
  const list = useBusinessList();
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>My businesses</Title>
        <Button
          component={Link}
          to={paths.addMyOwnBusinessInfo()}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add existing business
        </Button>
      </Group>
      <QueryState query={list} loadingLabel="Loading your businesses" />
      {list.data?.length === 0 && (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <IconBuildingStore size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>No businesses yet</Text>
            <Text c="dimmed" maw={420}>
              {BUSINESS_MESSAGES.listEmpty}
            </Text>
            <Button component={Link} to={paths.addMyOwnBusinessInfo()} variant="light">
              Add existing business
            </Button>
          </Stack>
        </Card>
      )}
      {list.data && list.data.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Your businesses"
        >
          {list.data.map((business) => (
            <BusinessCard key={business.businessId} business={business} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function BusinessCard({ business }: { business: TBusinessListItem }) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.businessDetails(business.businessId)} fw={600}>
            {business.entityName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {business.businessStructure}
            {business.acn ? ` · ACN ${formatAcn(business.acn)}` : ''}
          </Text>
        </Stack>
        <Badge
          color={business.entityStatus === 'Registered' ? 'teal' : 'gray'}
          variant="light"
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {business.entityStatus}
        </Badge>
      </Group>
    </Card>
  );
}
