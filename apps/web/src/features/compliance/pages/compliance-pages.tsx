import { Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useMyBusinesses, usePlanSubscriptions } from '../api/compliance';
import { AttachPlanForm } from '../components/attach-plan-form';
import { CalendarPanel } from '../components/calendar-panel';
import { PlanCards } from '../components/plan-cards';
import { WorkQueue } from '../components/work-queue';

const COMPLIANCE_KINDS = ['BUSINESS_COMPLIANCE', 'ASIC_COMPLIANCE'] as const;

/** /businesses/companies/compliance-plans: the two compliance plans and their prices. */
export function CompliancePlansPage() {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Compliance plans</Title>
      <Text>
        Keep your company and business names in good standing. We do the work, and you see every due
        date on your compliance calendar.
      </Text>
      <PlanCards kinds={[...COMPLIANCE_KINDS]} origin={paths.manageCompliance()} />
    </Stack>
  );
}

/**
 * /compliance/manage-compliance: the customer's compliance plans, attaching one to a business,
 * and each business's calendar; staff also see the work queue.
 */
export function ManageCompliancePage() {
  const user = useCurrentUser();
  const subs = usePlanSubscriptions();
  const businesses = useMyBusinesses();
  const [search, setSearch] = useSearchParams();
  const compliance = (subs.data ?? []).filter((s) =>
    (COMPLIANCE_KINDS as readonly string[]).includes(s.kind),
  );
  const unattached = compliance.filter((s) => !s.attachedBusinessId);
  const list = businesses.data ?? [];
  const chosen =
    search.get('businessId') ??
    compliance.find((s) => s.attachedBusinessId)?.attachedBusinessId ??
    list[0]?.businessId ??
    null;
  const choose = (businessId: string | null) => {
    const next = new URLSearchParams(search);
    if (businessId) next.set('businessId', businessId);
    setSearch(next, { replace: true });
  };
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Compliance</Title>
      <QueryState query={subs} loadingLabel="Loading your plans" />
      {subs.data && compliance.length === 0 && (
        <Stack gap="sm" data-testid="no-compliance-plan">
          <Text>
            You have no compliance plan yet. Choose one and we keep your business in good standing.
          </Text>
          <PlanCards kinds={[...COMPLIANCE_KINDS]} origin={paths.manageCompliance()} />
        </Stack>
      )}
      {unattached.map((s) => (
        <AttachPlanForm key={s.subscriptionId} subscription={s} onAttached={choose} />
      ))}
      <Stack gap="sm">
        <Title order={2} size="h3">
          Compliance calendar
        </Title>
        <QueryState query={businesses} loadingLabel="Loading your businesses" />
        {businesses.data && list.length === 0 && (
          <Text c="dimmed">Add a business to My businesses to see its compliance calendar.</Text>
        )}
        {list.length > 0 && (
          <Select
            label="Business"
            data={list.map((b) => ({ value: b.businessId, label: b.entityName }))}
            value={chosen}
            onChange={choose}
            allowDeselect={false}
            maw={420}
          />
        )}
        {chosen && list.some((b) => b.businessId === chosen) && (
          <CalendarPanel businessId={chosen} />
        )}
      </Stack>
      {user.data?.isAdmin && <WorkQueue />}
    </Stack>
  );
}
