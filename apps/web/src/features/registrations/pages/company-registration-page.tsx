import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { useCompanyApplication, useStartCompanyApplication } from '../api/company-application';
import { CompanyApplicationWizard } from '../components/company-application-wizard';
import { problemsOf, StepProblems } from '../components/step-problems';

/**
 * /solutions/business-solutions/company: starts a company registration, and with
 * ?applicationId continues one where it was left.
 */
export function CompanyRegistrationPage() {
  const [params, setParams] = useSearchParams();
  const applicationId = params.get('applicationId');
  const application = useCompanyApplication(applicationId);
  const start = useStartCompanyApplication();
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>Register a company</Title>
      {!applicationId && (
        <Card withBorder radius="md" padding="lg" maw={640}>
          <Stack gap="sm">
            <Text>
              We prepare and lodge ASIC's Form 201 to register a proprietary company limited by
              shares. You will need:
            </Text>
            <List size="sm">
              <List.Item>the company name you want, or to use its ACN as its name</List.Item>
              <List.Item>the registered office and principal place of business</List.Item>
              <List.Item>
                each director's and the secretary's date and place of birth, address and director ID
              </List.Item>
              <List.Item>who will hold the shares, and how many</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              Your answers are saved at every step, so you can come back to finish later.
            </Text>
            <StepProblems problems={start.error ? problemsOf(start.error) : []} />
            <Button
              loading={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onSuccess: (app) => setParams({ applicationId: app.id }),
                })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              Start my application
            </Button>
          </Stack>
        </Card>
      )}
      {applicationId && (
        <>
          <QueryState query={application} loadingLabel="Loading your application" />
          {application.data && (
            <CompanyApplicationWizard key={application.data.id} application={application.data} />
          )}
        </>
      )}
    </Stack>
  );
}
