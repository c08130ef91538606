import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TSessionUser } from '../../../lib/session';
import { useHomeOverview } from '../api/home-overview';
import { OnboardingChecklist } from './onboarding-checklist';
import { onboardingSteps } from './onboarding-steps';
import { RecentDocuments } from './recent-documents';
import { StartDocumentSearch } from './start-document-search';
import { WorkflowsProgress } from './workflows-progress';

/**
 * '/' for a customer: start a document, come back to recent ones, and the first steps until
 * they are all done.
 */
export function CustomerHome({ user }: { user: TSessionUser }) {
  const overview = useHomeOverview();
  const steps = overview.data ? onboardingSteps(overview.data) : [];
  // The checklist goes once every step is done.
  const onboarding = steps.some((step) => !step.done);
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Welcome, {user.firstName}</Title>
        <Text c="dimmed" mt={4}>
          What would you like to do today?
        </Text>
      </div>
      <StartDocumentSearch />
      <SimpleGrid cols={{ base: 1, md: onboarding ? 2 : 1 }} spacing="md">
        <RecentDocuments documents={overview.data?.documents} failed={overview.isError} />
        {onboarding && <OnboardingChecklist steps={steps} />}
      </SimpleGrid>
      <WorkflowsProgress />
    </Stack>
  );
}
