import { CARE_PLANS, planOffer, type TAttachedPlanKind } from '@app/domain';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents } from '../../../lib/format';
import { paths } from '../../../paths';

const EVERY: Record<string, string> = { year: 'a year', quarter: 'a quarter', month: 'a month' };

/** The plans of some kinds, what each includes and its price, each bought at checkout. */
export function PlanCards({ kinds, origin }: { kinds: TAttachedPlanKind[]; origin?: string }) {
  const plans = CARE_PLANS.filter((p) => kinds.includes(p.kind));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {plans.map((plan) => (
        <Card key={plan.kind} withBorder radius="md" padding="lg" data-testid={`plan-${plan.kind}`}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {plan.title}
            </Title>
            <Text size="sm">{plan.summary}</Text>
            <List size="sm" spacing={4}>
              {plan.includes.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {plan.handles.map((handle) => {
              const offer = planOffer(handle);
              if (!offer) return null;
              const fixed = offer.firstYearInCents !== offer.renewalInCents;
              return (
                <Group key={handle} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={700}>
                      {formatCents(offer.firstYearInCents)} {EVERY[offer.every] ?? ''}
                      {fixed && (
                        <Badge ml="xs" variant="light" component="span">
                          First year
                        </Badge>
                      )}
                    </Text>
                    {fixed && (
                      <Text size="xs" c="dimmed">
                        then {formatCents(offer.renewalInCents)} a year
                      </Text>
                    )}
                  </Stack>
                  <Button
                    component={Link}
                    to={paths.checkout(handle, { origin })}
                    aria-label={`Buy ${plan.title} ${offer.every === 'quarter' ? 'quarterly' : 'yearly'}`}
                  >
                    Buy
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
