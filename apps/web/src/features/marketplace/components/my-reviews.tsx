import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../lib/ui/query-state';
import { useMyReviews } from '../api/reviews';
import { Stars } from './lawyer-rating';

/** The reviews clients have given the lawyer after completed jobs, newest first. */
export function MyReviews() {
  const reviews = useMyReviews();
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-reviews-title">
      <Title order={2} size="h3" id="my-reviews-title">
        Reviews from clients
      </Title>
      <QueryState query={reviews} loadingLabel="Loading your reviews" />
      {reviews.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="reviews-empty">
          Clients can rate you once a job is complete. Their reviews appear here.
        </Text>
      )}
      {reviews.data?.map((r) => (
        <Paper
          key={r.id}
          withBorder
          p="md"
          radius="md"
          component="article"
          aria-label={r.briefTitle}
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap">
              <Stars value={r.rating} />
              <Text size="xs" c="dimmed">
                {new Date(r.createdAt).toLocaleDateString('en-AU')}
              </Text>
            </Group>
            {r.title && <Text fw={600}>{r.title}</Text>}
            {r.reviewText && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.reviewText}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {r.briefTitle}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
