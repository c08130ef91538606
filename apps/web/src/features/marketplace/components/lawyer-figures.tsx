import { formatDollars } from '@app/domain';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useLawyerFigures } from '../api/reviews';

type TFigure = { label: string; value: string; to: string; testId: string };

/** The lawyer's marketplace at a glance on their Dashboard; each figure opens its list. */
export function LawyerFigures() {
  const figures = useLawyerFigures();
  const f = figures.data;
  if (!f) return null;
  const rating =
    f.averageRating === null
      ? 'No reviews yet'
      : `${f.averageRating.toFixed(1)} of 5 (${f.reviewCount === 1 ? '1 review' : `${f.reviewCount} reviews`})`;
  const items: TFigure[] = [
    {
      label: 'Open briefs to quote',
      value: String(f.openBriefs),
      to: paths.myBriefs('new'),
      testId: 'figure-open-briefs',
    },
    {
      label: 'Quotes awaiting an answer',
      value: String(f.quotesAwaiting),
      to: paths.myBriefs('quoted'),
      testId: 'figure-quotes-awaiting',
    },
    {
      label: 'Jobs in progress',
      value: String(f.jobsInProgress),
      to: paths.myBriefs('won'),
      testId: 'figure-jobs-in-progress',
    },
    {
      label: 'Payouts due',
      value: formatDollars(f.duePayoutsInCents),
      to: paths.myClientsPayouts(),
      testId: 'figure-payouts-due',
    },
    { label: 'Average rating', value: rating, to: paths.myClients(), testId: 'figure-rating' },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      component="section"
      aria-label="Your marketplace figures"
    >
      {items.map((item) => (
        <Card
          key={item.testId}
          component={Link}
          to={item.to}
          withBorder
          radius="md"
          padding="md"
          data-testid={item.testId}
        >
          <Text size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} size={item.testId === 'figure-rating' ? 'md' : 'xl'} mt={4}>
            {item.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
