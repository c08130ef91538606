import { MESSAGES } from '@app/domain';
import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths';
import { type TReviewFinding, useDocumentReview } from '../api/reviews';

const SEVERITY = {
  HIGH: { color: 'red', label: 'High risk' },
  MEDIUM: { color: 'orange', label: 'Check this' },
  LOW: { color: 'gray', label: 'Worth adding' },
} as const;

function Finding({ finding, index }: { finding: TReviewFinding; index: number }) {
  const severity = SEVERITY[finding.severity];
  const titleId = `finding-${index}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={severity.color} variant="light">
            {severity.label}
          </Badge>
          <Title order={3} size="h5" id={titleId}>
            {finding.title}
          </Title>
        </Group>
        {finding.passage ? (
          <Blockquote
            p="xs"
            color={severity.color}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="finding-passage"
          >
            <VisuallyHidden>The document says: </VisuallyHidden>
            {finding.passage}
          </Blockquote>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            Not in the document.
          </Text>
        )}
        <Text size="sm">{finding.explanation}</Text>
        <Text size="sm">
          <Text span fw={600}>
            Suggested fix:{' '}
          </Text>
          {finding.suggestedFix}
        </Text>
        <Text size="xs">
          Source:{' '}
          <Anchor href={finding.citation.url} target="_blank" rel="noopener noreferrer">
            {finding.citation.title}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

/** /ai/review-document/?documentId&previewUrl (SPEC §2.3.1): the review of an upload. */
export function ReviewDocumentPage() {
  const [params] = useSearchParams();
  const documentId = params.get('documentId');
  const previewUrl = params.get('previewUrl');
  const review = useDocumentReview(documentId);
  // Only a link the server made (relative, or https) is offered as the preview.
  const safePreview = previewUrl && /^(\/|https:\/\/)/.test(previewUrl) ? previewUrl : null;

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} maw={900}>
      <Title order={1} size="h2">
        AI document review
      </Title>
      <div aria-live="polite" role="status">
        {review.isPending && documentId && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">Reading your document and checking it…</Text>
          </Group>
        )}
        {review.data && (
          <Text size="sm" data-testid="review-summary">
            “{review.data.title}” reads as a {review.data.kindLabel}.{' '}
            {review.data.findings.length === 0
              ? 'Nothing on our checklist needs attention.'
              : `${review.data.findings.length} finding${review.data.findings.length === 1 ? '' : 's'} to look at.`}
          </Text>
        )}
      </div>
      {!documentId && (
        <Alert color="red" variant="light" role="alert">
          No document was chosen for review. Upload one from the assistant’s review mode.
        </Alert>
      )}
      {review.isError && (
        <Alert color="red" variant="light" role="alert" title="The review could not be made">
          {review.error.message || MESSAGES.unexpected}
        </Alert>
      )}
      {safePreview && (
        <Anchor href={safePreview} target="_blank" rel="noopener noreferrer" size="sm">
          Open the uploaded document
        </Anchor>
      )}
      {review.data && review.data.findings.length > 0 && (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {review.data.findings.map((f, i) => (
            <Finding key={`${f.code}-${f.passage ?? f.title}`} finding={f} index={i} />
          ))}
        </Stack>
      )}
      {review.data && (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              This review is general information, not legal advice. A lawyer can review the whole
              document for your situation.
            </Text>
            <Group gap="xs">
              <Button component={Link} to={paths.quotes()} size="xs">
                Ask a lawyer to review it
              </Button>
              <Button component={Link} to={paths.ai({ mode: 'review' })} size="xs" variant="light">
                Review another document
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
