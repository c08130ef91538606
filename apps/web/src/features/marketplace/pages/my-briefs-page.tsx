import { AREAS_OF_LAW, AU_STATES, formatDollars, URGENCY_LABELS } from '@app/domain';
import { Badge, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { type TBrief, type TLawyerTab, useLawyerBriefs } from '../api/marketplace';
import { JobPanel } from '../components/job-panel';
import { QuoteForm } from '../components/quote-form';

const TABS: { tab: TLawyerTab; path: 'new' | 'quoted' | 'won' | 'closed'; label: string }[] = [
  { tab: 'NEW', path: 'new', label: 'New' },
  { tab: 'QUOTED', path: 'quoted', label: 'Quoted' },
  { tab: 'WON', path: 'won', label: 'Won' },
  { tab: 'CLOSED', path: 'closed', label: 'Closed' },
];

const EMPTY: Record<TLawyerTab, string> = {
  NEW: 'No new briefs right now. New briefs from clients appear here.',
  QUOTED: 'You have no quotes waiting for an answer.',
  WON: 'Briefs you win appear here while you do the work.',
  CLOSED: 'Finished, cancelled and unsuccessful briefs appear here.',
};

/** /my-briefs/{new|quoted|won|closed}: the lawyer's briefs, one list per tab. */
function MyBriefsPage({ tab }: { tab: TLawyerTab }) {
  const navigate = useNavigate();
  const [areaOfLaw, setArea] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const list = useLawyerBriefs(tab, tab === 'NEW' ? { areaOfLaw, state } : {});
  const [quoting, setQuoting] = useState<TBrief | null>(null);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Briefs</Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          const t = TABS.find((x) => x.tab === v);
          if (t) navigate(paths.myBriefs(t.path));
        }}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.tab} value={t.tab}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'NEW' && (
        <Group grow wrap="wrap" maw={560}>
          <Select
            label="Area of law"
            placeholder="Any"
            data={[...AREAS_OF_LAW]}
            value={areaOfLaw}
            onChange={setArea}
            clearable
          />
          <Select
            label="State or territory"
            placeholder="Any"
            data={[...AU_STATES]}
            value={state}
            onChange={setState}
            clearable
          />
        </Group>
      )}
      <QueryState query={list} loadingLabel="Loading briefs" />
      {list.data?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid="briefs-empty">
          <Text>{EMPTY[tab]}</Text>
        </Paper>
      )}
      {list.data?.map((b) => (
        <Paper key={b.id} withBorder p="md" radius="md" component="article" aria-label={b.title}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4">
                {b.title}
              </Title>
              <Badge variant="light">{b.areaOfLaw}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {b.state} · Budget {formatDollars(b.budgetMinCents)}–{formatDollars(b.budgetMaxCents)}{' '}
              · {URGENCY_LABELS[b.urgency as keyof typeof URGENCY_LABELS]}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {b.description}
            </Text>
            <Text size="sm">
              Client:{' '}
              {b.client
                ? `${b.client.name} (${b.client.email})`
                : 'shown when your quote is accepted'}
            </Text>
            {b.quotes[0] && (
              <Text size="sm">
                Your quote: {formatDollars(b.quotes[0].feeCents)} in {b.quotes[0].timelineDays} days
              </Text>
            )}
            {b.job && <JobPanel job={b.job} />}
            {tab === 'NEW' && (
              <Group>
                <Button size="sm" onClick={() => setQuoting(b)}>
                  Send a quote
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {quoting && <QuoteForm brief={quoting} onClose={() => setQuoting(null)} />}
    </Stack>
  );
}

export const MyBriefsNewPage = () => <MyBriefsPage tab="NEW" />;
export const MyBriefsQuotedPage = () => <MyBriefsPage tab="QUOTED" />;
export const MyBriefsWonPage = () => <MyBriefsPage tab="WON" />;
export const MyBriefsClosedPage = () => <MyBriefsPage tab="CLOSED" />;
