import {
  catalogueItem,
  formatDollars,
  formatOfficeAddress,
  OFFICE_LOCATIONS,
  type TBusinessListItem,
  type TVirtualOfficePlan,
  VIRTUAL_OFFICE_PLAN_HANDLES,
} from '@app/domain';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { LinkBusinessPicker } from '../../businesses';
import { useStartVirtualOffice } from '../api/virtual-offices';

const planLabel = (handle: TVirtualOfficePlan) => {
  const item = catalogueItem(handle);
  if (!item) return handle;
  return handle === 'virtual-office-quarterly'
    ? `Quarterly: ${formatDollars(item.priceInCents)} a quarter`
    : `Yearly: ${formatDollars(item.priceInCents)} a year (${formatDollars(Math.floor(item.priceInCents / 12))} a month)`;
};

/** Choosing the business, the office location and the plan, then paying through checkout. */
export function BuyVirtualOffice() {
  const navigate = useNavigate();
  const start = useStartVirtualOffice();
  const [business, setBusiness] = useState<TBusinessListItem | null>(null);
  const [locationId, setLocationId] = useState<string>(OFFICE_LOCATIONS[0]!.id);
  const [plan, setPlan] = useState<TVirtualOfficePlan>('virtual-office-quarterly');

  const proceed = () => {
    if (!business) return;
    start.mutate(
      { businessId: business.businessId, locationId, planHandle: plan },
      {
        onSuccess: ({ virtualOffice }) =>
          navigate(paths.checkout(plan, { virtualOfficeId: virtualOffice.id })),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Get a virtual office
      </Title>
      <Stack gap="xs">
        <Title order={3} size="h5">
          1. Your company or business
        </Title>
        {business ? (
          <Group gap="sm" wrap="wrap">
            <Text fw={600} data-testid="chosen-business">
              {business.entityName}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => setBusiness(null)}>
              Choose another
            </Button>
          </Group>
        ) : (
          <LinkBusinessPicker onLinked={setBusiness} confirmLabel="Use this business" />
        )}
      </Stack>
      <Radio.Group
        label="2. Office location"
        value={locationId}
        onChange={setLocationId}
        description="Your company's registered office and mail address"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {OFFICE_LOCATIONS.map((l) => (
            <Paper key={l.id} withBorder p="sm" radius="md">
              <Radio value={l.id} label={l.city} description={formatOfficeAddress(l)} />
            </Paper>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group label="3. Plan" value={plan} onChange={(v) => setPlan(v as TVirtualOfficePlan)}>
        <Stack gap="xs" mt="xs">
          {VIRTUAL_OFFICE_PLAN_HANDLES.map((h) => (
            <Radio key={h} value={h} label={planLabel(h)} />
          ))}
        </Stack>
      </Radio.Group>
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {start.error.message}
        </Alert>
      )}
      <Group>
        <Button onClick={proceed} disabled={!business} loading={start.isPending}>
          Continue to payment
        </Button>
      </Group>
    </Stack>
  );
}
