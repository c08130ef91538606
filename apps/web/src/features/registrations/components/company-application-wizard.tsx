import { COMPANY_STEPS, formatAbn, formatAcn } from '@app/domain';
import { Alert, Anchor, Badge, Grid, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import type { TCompanyApplication } from '../api/company-application';
import { ApplicationTimeline } from './application-timeline';
import { FeesCard } from './fees-card';
import { NameStep } from './name-step';
import { OfficeholdersStep } from './officeholders-step';
import { OfficesStep } from './offices-step';
import { ReviewStep } from './review-step';
import { ShareholdersStep } from './shareholders-step';

const EDITABLE = ['Commenced', 'InProgress', 'Flagged'];

/** The step to reopen at: the one after the last saved. */
function resumeAt(application: TCompanyApplication) {
  const last = application.lastStep ? COMPANY_STEPS.indexOf(application.lastStep) : -1;
  return Math.min(last + 1, COMPANY_STEPS.length);
}

/** A company application: the Form 201 wizard while it can change, its outcome after. */
export function CompanyApplicationWizard(props: { application: TCompanyApplication }) {
  const { application } = props;
  const [active, setActive] = useState(() => resumeAt(application));
  const editable = EDITABLE.includes(application.status);
  const next = () => setActive((s) => Math.min(s + 1, COMPANY_STEPS.length));
  const back = () => setActive((s) => Math.max(s - 1, 0));
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {application.companyName ?? 'Your new company'}
            </Title>
            <Badge variant="light">{application.status}</Badge>
          </Group>
          {application.status === 'Registered' && (
            <Alert color="green" variant="light" title="Your company is registered">
              <Text size="sm">
                ACN {formatAcn(application.acn ?? '')}, ABN {formatAbn(application.abn ?? '')}. It
                is now in{' '}
                <Anchor component={Link} to={paths.businessDetails(application.businessId ?? '')}>
                  My businesses
                </Anchor>
                .
              </Text>
            </Alert>
          )}
          {application.status === 'Rejected' && (
            <Alert color="red" variant="light" title="ASIC did not register the company">
              <Stack gap="xs">
                <Text size="sm">{application.decisionReason}</Text>
                {application.refundMessage && (
                  <Text size="sm" fw={600}>
                    {application.refundMessage}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          {application.status === 'Submitted' && (
            <Alert color="blue" variant="light" title="Lodged with ASIC">
              We will show ASIC's decision here as soon as it is made.
            </Alert>
          )}
          {editable && (
            <Stepper active={active} onStepClick={setActive} size="sm" allowNextStepsSelect={false}>
              <Stepper.Step label="Name">
                <NameStep application={application} onSaved={next} />
              </Stepper.Step>
              <Stepper.Step label="Offices">
                <OfficesStep application={application} onSaved={next} onBack={back} />
              </Stepper.Step>
              <Stepper.Step label="Officeholders">
                <OfficeholdersStep application={application} onSaved={next} onBack={back} />
              </Stepper.Step>
              <Stepper.Step label="Shareholders">
                <ShareholdersStep application={application} onSaved={next} onBack={back} />
              </Stepper.Step>
              <Stepper.Step label="Pay and lodge">
                <ReviewStep application={application} onBack={back} />
              </Stepper.Step>
            </Stepper>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <ApplicationTimeline application={application} />
          {editable && active < COMPANY_STEPS.length && <FeesCard application={application} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
