import { Stack, Text, Title } from '@mantine/core';

/**
 * Stands in for every area not built yet, so each route of SPEC §2 already resolves and
 * shows where the user is. Each area replaces its entries in placeholder-routes.tsx.
 */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <Stack gap="xs" maw={720}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{title} is not available yet.</Text>
    </Stack>
  );
}
