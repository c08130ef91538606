import { Badge, Button, Card, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import type { TLibraryDocument } from '../api/library-documents';
import { useStartDocument } from '../api/my-documents';
import { CATEGORY_LABELS } from './category-labels';

export function LibraryDocumentCard({ document }: { document: TLibraryDocument }) {
  const start = useStartDocument();
  const navigate = useNavigate();
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
      {/* The clamped text keeps its own height: stretched to fill the card, it would show
          the top of a fourth line under the ellipsis. The button takes up the slack. */}
      <Text size="sm" c="dimmed" mt="xs" mb="md" lineClamp={3} data-testid="library-description">
        {document.description}
      </Text>
      <Button
        mt="auto"
        variant="light"
        aria-label={`Start ${document.title}`}
        loading={start.isPending}
        onClick={() =>
          start.mutate(document.id, {
            onSuccess: (created) => navigate(paths.documentQuestionnaire(created.id)),
            onError: (e) => showErrorToast(e.message),
          })
        }
      >
        Start
      </Button>
    </Card>
  );
}
