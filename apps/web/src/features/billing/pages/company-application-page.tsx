import { offersCompanyTrial } from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { QueryState } from '../../../lib/ui/query-state';
import { CompanyApplicationWizard, useCompanyApplication } from '../../registrations';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { CompanyTrialModal } from '../components/company-trial-modal';

/**
 * /companies/application/:applicationId/retrieve: the customer's saved company application,
 * reopened where it was left (registrations' wizard), with the upgrade to the company plan
 * (its free trial). Another customer's application answers as not found, with no offer.
 */
export function CompanyApplicationPage() {
  const { applicationId = '' } = useParams();
  const user = useSignedInUser();
  const application = useCompanyApplication(applicationId);
  const subscriptions = useUserSubscriptions();
  const summary = subscriptions.data?.activeSubscription;
  const offer =
    application.data !== undefined &&
    summary !== undefined &&
    offersCompanyTrial({ isLawyer: user.isLawyer, hasCompanyPlan: summary.hasCompanyPlan });
  const [opened, setOpened] = useState(false);

  // The modal greets a customer who can take the trial, once per visit.
  useEffect(() => {
    if (offer) setOpened(true);
  }, [offer]);

  if (!application.data) {
    return (
      <Stack gap="lg" maw={760}>
        <Title order={1}>Company application</Title>
        <QueryState query={application} loadingLabel="Loading your application" />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>Company application</Title>
      <Paper withBorder radius="md" p="md" maw={760}>
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
      <CompanyApplicationWizard key={application.data.id} application={application.data} />
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
