import { PRODUCT_NAME } from '@app/domain';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../paths';

/** The product mark; `compact` shows the monogram alone for the collapsed rail. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.home()}
      // The rail shows the monogram only, which needs a name; otherwise the text names it.
      aria-label={compact ? `${PRODUCT_NAME} home` : undefined}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden="true">
          <Text fw={800} size="lg" c="white" component="span">
            C
          </Text>
        </ThemeIcon>
        {!compact && (
          <Text fw={700} size="lg" component="span">
            {PRODUCT_NAME}
          </Text>
        )}
      </Group>
    </Link>
  );
}
