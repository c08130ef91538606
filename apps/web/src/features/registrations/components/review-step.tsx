import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { type TCompanyApplication, useSubmitCompanyApplication } from '../api/company-application';
import { FeesCard } from './fees-card';
import { problemsOf, StepProblems } from './step-problems';

/** The last step: what will be lodged, what it costs, and what still stands in the way. */
export function ReviewStep(props: { application: TCompanyApplication; onBack: () => void }) {
  const { application } = props;
  const { form } = application;
  const submit = useSubmitCompanyApplication();
  const officeholders = form.officeholders?.officeholders ?? [];
  const shareholders = form.shareholders?.shareholders ?? [];
  return (
    <Stack gap="md">
      <List size="sm" spacing={4}>
        <List.Item>Company name: {application.companyName ?? 'not chosen yet'}</List.Item>
        <List.Item>Type: proprietary company limited by shares</List.Item>
        <List.Item>
          Registered office:{' '}
          {form.offices
            ? `${form.offices.registeredOffice.line1}, ${form.offices.registeredOffice.suburb} ${form.offices.registeredOffice.state} ${form.offices.registeredOffice.postcode}`
            : 'not given yet'}
        </List.Item>
        <List.Item>
          Officeholders:{' '}
          {officeholders
            .map((o) => `${o.givenNames} ${o.familyName} (${o.roles.join(', ').toLowerCase()})`)
            .join('; ') || 'none yet'}
        </List.Item>
        <List.Item>
          Shareholders:{' '}
          {shareholders.map((s) => `${s.name}: ${s.numberOfShares} ${s.shareClass}`).join('; ') ||
            'none yet'}
        </List.Item>
      </List>
      <FeesCard application={application} />
      {application.issues.length > 0 && (
        <Alert color="yellow" variant="light" title="Before you can submit">
          <List size="sm">
            {application.issues.map((i) => (
              <List.Item key={`${i.step}-${i.message}`}>{i.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <StepProblems problems={submit.error ? problemsOf(submit.error) : []} />
      <Text size="sm" c="dimmed">
        Submitting lodges the application with ASIC. You will not be able to change it afterwards.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          Back
        </Button>
        <Button
          onClick={() => submit.mutate({ id: application.id })}
          loading={submit.isPending}
          disabled={application.issues.length > 0}
        >
          Submit to ASIC
        </Button>
      </Group>
    </Stack>
  );
}
