import { PRODUCT_NAME } from '@app/domain';
import { Group, Text, ThemeIcon } from '@mantine/core';

export function BrandMark() {
  return (
    <Group justify="center" gap={8}>
      <ThemeIcon size={36} radius="md" aria-hidden="true">
        <Text fw={800} size="lg" c="white" component="span">
          C
        </Text>
      </ThemeIcon>
      <Text fw={700} size="xl" component="span">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
