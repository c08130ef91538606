import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';

const CHOICES = [
  {
    title: 'Company (ACN)',
    text: 'Register a proprietary company limited by shares with ASIC. It receives an ACN and an ABN.',
    to: paths.solutionsCompany(),
    action: 'Register a company',
  },
  {
    title: 'ABN',
    text: 'Apply for an ABN for a sole trader, partnership or company carrying on an enterprise.',
    to: paths.registerAbn(),
    action: 'Apply for an ABN',
  },
  {
    title: 'Business name',
    text: 'Register a business name for 1 or 3 years to an ABN you hold or have applied for.',
    to: paths.registerBusinessName(),
    action: 'Register a business name',
  },
];

/** /registration/new-registration: which registration to start. */
export function NewRegistrationPage() {
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>New registration</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {CHOICES.map((c) => (
          <Card
            key={c.title}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-label={c.title}
          >
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {c.title}
                </Title>
                <Text size="sm">{c.text}</Text>
              </Stack>
              <Button component={Link} to={c.to}>
                {c.action}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
