import { offersCompanyTrial } from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { CompanyTrialModal } from '../components/company-trial-modal';

/**
 * /companies/application/:applicationId/retrieve: for now the company application's
 * upgrade to the company plan (its free trial), the rest of the application comes later.
 */
export function CompanyApplicationPage() {
  const { applicationId = '' } = useParams();
  const user = useSignedInUser();
  const subscriptions = useUserSubscriptions();
  const summary = subscriptions.data?.activeSubscription;
  const offer =
    summary !== undefined &&
    offersCompanyTrial({ isLawyer: user.isLawyer, hasCompanyPlan: summary.hasCompanyPlan });
  const [opened, setOpened] = useState(false);

  // The modal greets a customer who can take the trial, once per visit.
  useEffect(() => {
    if (offer) setOpened(true);
  }, [offer]);

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Company application</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Application {applicationId}
          </Text>
          {summary?.hasCompanyPlan ? (
            <Text>
              Your company plan is on: bulk e-signing is ready for your company documents.
            </Text>
          ) : (
            <Text>
              Sign your company's registration documents with every director and shareholder in one
              go with the company plan.
            </Text>
          )}
          {offer && (
            <Group>
              <Button onClick={() => setOpened(true)}>Try the company plan free</Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {subscriptions.isError && (
        <Alert color="red" variant="light" role="alert">
          {subscriptions.error.message}
        </Alert>
      )}
      {!user.isLawyer && (
        <CompanyTrialModal
          user={user}
          applicationId={applicationId}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </Stack>
  );
}
