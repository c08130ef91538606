import { Alert, Button, Group, List, Stack } from '@mantine/core';
import type { TCompanyApplication } from '../api/company-application';
import { PayAndLodge } from './pay-and-lodge';

/** The last step: what will be lodged, what still stands in the way, then pay and lodge. */
export function ReviewStep(props: { application: TCompanyApplication; onBack: () => void }) {
  const { application } = props;
  const { form } = application;
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
      {application.issues.length > 0 && (
        <Alert color="yellow" variant="light" title="Before you can pay and lodge">
          <List size="sm">
            {application.issues.map((i) => (
              <List.Item key={`${i.step}-${i.message}`}>{i.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <PayAndLodge application={application} blocked={application.issues.length > 0} />
      <Group>
        <Button variant="default" onClick={props.onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
