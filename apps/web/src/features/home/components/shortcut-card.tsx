import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TShortcutCardProps = { to: string; title: string; description: string; icon: ReactNode };

/** A whole-card link into an area of the product. */
export function ShortcutCard({ to, title, description, icon }: TShortcutCardProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg" data-testid="shortcut-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      </Group>
      <Text fw={600} mt="md">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
    </Card>
  );
}
