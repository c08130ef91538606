import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatCents } from '../../../lib/format';
import type { TBusinessFigures } from '../api/business-figures';

type TCard = { label: string; value: string; note?: string };

const count = (n: number) => n.toLocaleString('en-AU');

/** The figures in the order staff read them: customers, money, work done, work waiting. */
function cardsOf(f: TBusinessFigures): { heading: string; cards: TCard[] }[] {
  return [
    {
      heading: 'Customers',
      cards: [
        { label: 'Customers', value: count(f.customers) },
        { label: 'New customers', value: count(f.newCustomersLast30Days), note: 'Last 30 days' },
        { label: 'Paying customers', value: count(f.payingCustomers), note: 'On a paid plan' },
      ],
    },
    {
      heading: 'Revenue',
      cards: [
        {
          label: 'Revenue, last 30 days',
          value: formatCents(f.revenueLast30DaysInCents),
          note: 'Received, less refunds',
        },
        {
          label: 'Revenue this month',
          value: formatCents(f.revenueThisMonthInCents),
          note: 'Sydney calendar month, less refunds',
        },
      ],
    },
    {
      heading: 'Work done',
      cards: [
        {
          label: 'Documents finished',
          value: count(f.documentsFinishedLast30Days),
          note: 'Last 30 days',
        },
        {
          label: 'Signings completed',
          value: count(f.signingsCompletedLast30Days),
          note: 'Last 30 days',
        },
        { label: 'Company registrations lodged', value: count(f.companyRegistrationsLodged) },
      ],
    },
    {
      heading: 'Waiting on us',
      cards: [
        { label: 'Open marketplace briefs', value: count(f.openMarketplaceBriefs) },
        { label: 'Marketplace jobs in progress', value: count(f.marketplaceJobsInProgress) },
        { label: 'Open support conversations', value: count(f.openSupportConversations) },
        {
          label: 'Referral payouts to pay',
          value: count(f.referralPayoutsRequested),
          note: `${formatCents(f.referralPayoutsRequestedInCents)} requested`,
        },
      ],
    },
  ];
}

/** Each group of figures under its heading, as a grid of labelled cards (two across on a phone). */
export function FigureCards({ figures }: { figures: TBusinessFigures }) {
  return cardsOf(figures).map((group) => (
    <section key={group.heading} aria-label={group.heading}>
      <Title order={2} size="h4" mb="xs">
        {group.heading}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        {group.cards.map((card) => (
          <Paper key={card.label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              lh={1.2}
              // Inline, not a responsive prop: that adds a <style> element, which a <dl> may not hold.
              style={{ fontSize: 'clamp(1.25rem, 4vw, 1.625rem)', overflowWrap: 'break-word' }}
            >
              {card.value}
            </Text>
            {card.note && (
              <Text component="dd" m={0} size="xs" c="dimmed">
                {card.note}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  ));
}
