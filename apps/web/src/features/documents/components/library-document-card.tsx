import { Badge, Card, Text } from '@mantine/core';
import type { TLibraryDocument } from '../api/library-documents';
import { CATEGORY_LABELS } from './category-labels';

export function LibraryDocumentCard({ document }: { document: TLibraryDocument }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`doc-${document.id}`}
    >
      <Badge variant="light" color="gray" data-testid="category" mb="xs">
        {CATEGORY_LABELS[document.documentType]}
      </Badge>
      <Text fw={600} id={`doc-${document.id}`} component="h2" fz="md" m={0}>
        {document.title}
      </Text>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={3}>
        {document.description}
      </Text>
    </Card>
  );
}
