import { COMPLIANCE_MESSAGES, carePlan } from '@app/domain';
import { Anchor, Button, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useAttachedPlans, useMyBusinesses, usePlanSubscriptions } from '../api/compliance';
import { CalendarPanel } from '../components/calendar-panel';
import { PlanCards } from '../components/plan-cards';
import { TaxPlanAttach } from '../components/tax-plan-attach';

/** /consultations/accounting-tax-plans: both plans, with the way to each one's page. */
export function AccountingTaxPlansPage() {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Accounting &amp; Tax</Title>
      <Text>Qualified accountants and registered tax agents for your business.</Text>
      <PlanCards kinds={['ACCOUNTING', 'TAX']} origin={paths.taxCompliance()} />
      <Group>
        <Anchor component={Link} to={paths.accountingPlans()}>
          More about the accounting plans
        </Anchor>
        <Anchor component={Link} to={paths.taxCompliance()}>
          More about the tax plans
        </Anchor>
        <Anchor component={Link} to={paths.consultationsManageMyBusiness()}>
          My businesses and their plans
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /consultations/accounting-plans */
export function AccountingPlansPage() {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Accounting plans</Title>
      <Text>{carePlan('ACCOUNTING').summary}</Text>
      <PlanCards kinds={['ACCOUNTING']} />
      <Button component={Link} to={paths.newConsultation()} variant="light" w="fit-content">
        Book an accountant
      </Button>
    </Stack>
  );
}

/** /consultations/tax-compliance: the tax plans, and attaching a held tax plan to a business. */
export function TaxCompliancePage() {
  const subs = usePlanSubscriptions();
  const tax = (subs.data ?? []).filter((s) => s.kind === 'TAX');
  const waiting = tax.find((s) => !s.attachedBusinessId);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Tax compliance</Title>
      <QueryState query={subs} loadingLabel="Loading your plans" />
      {waiting && <TaxPlanAttach subscription={waiting} />}
      {subs.data && tax.length > 0 && !waiting && (
        <Text>
          Your tax plan is attached.{' '}
          <Anchor component={Link} to={paths.consultationsManageMyBusiness()}>
            See your businesses
          </Anchor>
        </Text>
      )}
      <Text>{carePlan('TAX').summary}</Text>
      <PlanCards kinds={['TAX']} origin={paths.taxCompliance()} />
    </Stack>
  );
}

/** /consultations/manage-my-business: each business and the plans attached to it. */
export function ConsultationsManageMyBusinessPage() {
  const businesses = useMyBusinesses();
  const attached = useAttachedPlans();
  const list = businesses.data ?? [];
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Choose a business</Title>
      <QueryState query={businesses} loadingLabel="Loading your businesses" />
      {businesses.data && list.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>You have no businesses yet.</Text>
            <Button component={Link} to={paths.taxCompliance()}>
              Add a business by its ABN
            </Button>
          </Stack>
        </Paper>
      )}
      {list.map((b) => {
        const plans = (attached.data ?? []).filter((p) => p.businessId === b.businessId);
        return (
          <Card key={b.businessId} withBorder radius="md" data-testid="business-card">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{b.entityName}</Text>
                <Text size="sm" c="dimmed">
                  {plans.length === 0
                    ? 'No plan attached'
                    : plans.map((p) => carePlan(p.kind).title).join(', ')}
                </Text>
              </Stack>
              <Button
                component={Link}
                to={paths.consultationsBusiness(b.businessId)}
                variant="light"
                aria-label={`Open ${b.entityName}`}
              >
                Open
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

/** /consultations/manage-my-business/{businessId}/business: a business's plans and calendar. */
export function ConsultationsBusinessPage() {
  const { businessId = '' } = useParams();
  const businesses = useMyBusinesses();
  const attached = useAttachedPlans(businessId);
  const business = businesses.data?.find((b) => b.businessId === businessId);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{business?.entityName ?? 'Business'}</Title>
      <QueryState query={businesses} loadingLabel="Loading the business" />
      {businesses.data && !business && (
        <Text role="alert">{COMPLIANCE_MESSAGES.businessNotFound}</Text>
      )}
      {business && (
        <>
          <Stack gap="xs">
            <Title order={2} size="h3">
              Plans
            </Title>
            {(attached.data ?? []).length === 0 ? (
              <Text c="dimmed">No plan is attached to this business yet.</Text>
            ) : (
              <List>
                {(attached.data ?? []).map((p) => (
                  <List.Item key={p.id}>{carePlan(p.kind).title}</List.Item>
                ))}
              </List>
            )}
          </Stack>
          <Title order={2} size="h3">
            Compliance calendar
          </Title>
          <CalendarPanel businessId={business.businessId} />
        </>
      )}
    </Stack>
  );
}
