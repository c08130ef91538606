import { formatAcn } from '@app/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useCompanies } from '../api/company-changes';

/** /company-change/select-company: the companies a Form 484 can be lodged for. */
export function SelectCompanyPage() {
  const companies = useCompanies();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Change company details</Title>
      <Text c="dimmed">Choose the company whose details have changed.</Text>
      <QueryState query={companies} loadingLabel="Loading your companies" />
      {companies.data?.length === 0 && (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <IconBuilding size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>No companies yet</Text>
            <Text c="dimmed" maw={420}>
              Add a company with an ACN to My businesses to change its details with ASIC.
            </Text>
            <Button component={Link} to={paths.addMyOwnBusinessInfo()} variant="light">
              Add existing business
            </Button>
          </Stack>
        </Card>
      )}
      {companies.data && companies.data.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Your companies"
        >
          {companies.data.map((c) => (
            <Card key={c.businessId} component="li" withBorder radius="md" padding="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.companyChangeSelectChanges({ businessId: c.businessId })}
                    fw={600}
                  >
                    {c.entityName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    ACN {formatAcn(c.acn)}
                    {c.nextReviewDate ? ` · Annual review ${c.nextReviewDate}` : ''}
                  </Text>
                </Stack>
                {!c.hasRegister && (
                  <Badge variant="light" color="yellow">
                    Register to set up
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
