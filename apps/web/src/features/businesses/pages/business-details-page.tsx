import { formatAbn, formatAcn } from '@app/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useBusinessDetails } from '../api/business-list';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** Where the other areas take care of this business: changes, reviews, offices, compliance. */
function ManageLinks({ businessId, isCompany }: { businessId: string; isCompany: boolean }) {
  const links = [
    ...(isCompany
      ? [
          {
            to: paths.companyChangeSelectChanges({ businessId }),
            label: 'Make a change to the company',
            hint: 'Officeholders, shareholders, address or name (ASIC Form 484)',
          },
          {
            to: paths.companyReviewWhatToExpect(businessId),
            label: 'Annual company review',
            hint: 'Check the company statement and confirm solvency',
          },
        ]
      : []),
    {
      to: paths.manageCompliance(),
      label: 'Compliance calendar',
      hint: 'Due dates, reminders and compliance plans',
    },
    {
      to: paths.virtualOffice(),
      label: 'Virtual office',
      hint: 'A CBD address for the registered office and mail',
    },
  ];
  return (
    <Stack gap="xs" component="nav" aria-label="Manage this business">
      <Title order={2} size="h4">
        Manage this business
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {links.map((link) => (
          <Card key={link.label} withBorder radius="md" padding="sm">
            <Anchor component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {link.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /businesses/manage-my-business/business/{id}/details: what the register says of it. */
export function BusinessDetailsPage() {
  const { businessId = '' } = useParams();
  const details = useBusinessDetails(businessId);
  const b = details.data;
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={paths.manageMyBusiness()} size="sm">
        ← My businesses
      </Anchor>
      {!b && (
        <>
          <Title order={1}>Business details</Title>
          <QueryState query={details} loadingLabel="Loading the business" />
        </>
      )}
      {b && (
        <>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1}>{b.entityName}</Title>
            <Badge
              color={b.entityStatus === 'Registered' ? 'teal' : 'gray'}
              variant="light"
              size="lg"
            >
              {b.entityStatus}
            </Badge>
          </Group>
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
              <Fact term="ABN">{formatAbn(b.abn)}</Fact>
              <Fact term="ACN">{b.acn ? formatAcn(b.acn) : 'None (not a company)'}</Fact>
              <Fact term="Business structure">{b.businessStructure}</Fact>
              <Fact term="Main business location">
                {b.stateCode} {b.postcode}
              </Fact>
              <Fact term="GST">
                {b.gstRegisteredFrom
                  ? `Registered from ${formatDate(b.gstRegisteredFrom)}`
                  : 'Not registered'}
              </Fact>
              <Fact term="Added to your account">{formatDate(b.linkedAt)}</Fact>
              <Fact term="Business names">
                {b.businessNames.length > 0 ? b.businessNames.join(', ') : 'None registered'}
              </Fact>
            </SimpleGrid>
          </Card>
          <ManageLinks businessId={b.businessId} isCompany={Boolean(b.acn)} />
        </>
      )}
    </Stack>
  );
}
