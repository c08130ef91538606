import { COMPANY_CHANGE_WAYS } from '@app/domain';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** /businesses/companies/change-comparison: doing it yourself, with us, or with a lawyer. */
export function ChangeComparisonPage() {
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Company secretary: ways to change your company details</Title>
      <Text c="dimmed" maw={720}>
        Changes of officeholders, shareholders, addresses and shares must reach ASIC within 28 days
        or late fees apply. Compare the ways of getting them there.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {COMPANY_CHANGE_WAYS.map((way) => (
          <Card
            key={way.key}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-label={way.title}
          >
            <Stack gap="sm" h="100%">
              <Title order={2} size="h4">
                {way.title}
              </Title>
              {way.key === 'SECRETARY_PLAN' && (
                <Badge variant="light" w="fit-content">
                  Recommended
                </Badge>
              )}
              <Text fw={700}>{way.price}</Text>
              <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
                {way.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
              {way.key === 'SECRETARY_PLAN' && (
                <Button component={Link} to={paths.companyChangeSelectCompany()}>
                  Start a change
                </Button>
              )}
              {way.key === 'LAWYER' && (
                <Button component={Link} to={paths.newConsultation()} variant="light">
                  Book a lawyer
                </Button>
              )}
              {way.key === 'DIY' && (
                <Button
                  component="a"
                  href="https://asic.gov.au/online-services/"
                  variant="subtle"
                  target="_blank"
                  rel="noreferrer"
                >
                  ASIC online services
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
