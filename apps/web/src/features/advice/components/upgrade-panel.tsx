import { ADVICE_MESSAGES } from '@app/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import type { TAdvisorKind } from '../api/advice';

/** What a customer whose plan does not include this kind of consultation sees: the way in. */
export function UpgradePanel({ kind, plan }: { kind: TAdvisorKind; plan: string }) {
  const legal = kind === 'LEGAL';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="consultation-upgrade">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {legal ? 'Talk to a lawyer' : 'Talk to an accountant'}
        </Title>
        <Text size="sm">
          {legal ? ADVICE_MESSAGES.needsLegalPlan : ADVICE_MESSAGES.needsAccountingPlan}
        </Text>
        <Button component={Link} to={paths.pricing({ tab: plan })}>
          {legal ? 'See the Legal Advice plan' : 'See the Accounting Advice plan'}
        </Button>
      </Stack>
    </Paper>
  );
}
