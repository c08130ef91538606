import { formatDollars, URGENCY_LABELS } from '@app/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { type TBrief, useMyBriefs } from '../api/marketplace';
import { BriefForm } from '../components/brief-form';
import { JobPanel } from '../components/job-panel';
import { QuoteComparison } from '../components/quote-comparison';

const BRIEF_STATUS: Record<string, string> = {
  OPEN: 'Taking quotes',
  AWARDED: 'Quote accepted',
  CLOSED: 'Closed',
};

/** /quotes: the customer posts a brief, compares the quotes and follows the job. */
export function QuotesPage() {
  const briefs = useMyBriefs();
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Quotes</Title>
      <BriefForm />
      <Title order={2} size="h3">
        My briefs
      </Title>
      <QueryState query={briefs} loadingLabel="Loading your briefs" />
      {briefs.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="briefs-empty">
          <Text>You have not posted a brief yet. Describe what you need above to get quotes.</Text>
        </Paper>
      )}
      {briefs.data?.map((b) => (
        <BriefCard key={b.id} brief={b} />
      ))}
    </Stack>
  );
}

function BriefCard({ brief }: { brief: TBrief }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={brief.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {brief.title}
          </Title>
          <Badge variant="light">{BRIEF_STATUS[brief.status] ?? brief.status}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {brief.areaOfLaw} · {brief.state} · {formatDollars(brief.budgetMinCents)}–
          {formatDollars(brief.budgetMaxCents)} ·{' '}
          {URGENCY_LABELS[brief.urgency as keyof typeof URGENCY_LABELS]}
        </Text>
        {brief.job && <JobPanel job={brief.job} />}
        <QuoteComparison brief={brief} />
        {brief.quotes.length > 0 && (
          <Anchor component={Link} to={paths.quickQuoteMessages()} size="sm">
            Message the lawyers
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
