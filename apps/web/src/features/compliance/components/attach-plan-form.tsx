import { COMPLIANCE_MESSAGES, carePlan, type TAttachedPlanKind } from '@app/domain';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import {
  type TPlanSubscription,
  useAttachCompliancePlan,
  useMyBusinesses,
} from '../api/compliance';

/** Attaches a plan the customer holds but has not attached yet to one of their businesses. */
export function AttachPlanForm({
  subscription,
  onAttached,
}: {
  subscription: TPlanSubscription;
  onAttached?: (businessId: string) => void;
}) {
  const businesses = useMyBusinesses();
  const attach = useAttachCompliancePlan();
  const [businessId, setBusinessId] = useState<string | null>(null);
  const title = carePlan(subscription.kind as TAttachedPlanKind).title;
  const options = (businesses.data ?? []).map((b) => ({
    value: b.businessId,
    label: b.entityName,
  }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="attach-plan">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!businessId) return;
          attach.mutate(
            {
              businessId,
              subscriptionId: subscription.subscriptionId,
              bundleId: subscription.bundleId,
            },
            {
              onSuccess: () => {
                showSuccessToast(COMPLIANCE_MESSAGES.attached);
                onAttached?.(businessId);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            Attach your {title} plan to a business
          </Title>
          {businesses.data && options.length === 0 ? (
            <Text size="sm" c="dimmed">
              Add a business to My businesses first, then attach the plan to it.
            </Text>
          ) : (
            <Select
              label="Business"
              placeholder="Choose a business"
              data={options}
              value={businessId}
              onChange={setBusinessId}
              required
            />
          )}
          {attach.error && (
            <Text c="red" size="sm" role="alert">
              {attach.error.message}
            </Text>
          )}
          <Group>
            <Button type="submit" disabled={!businessId} loading={attach.isPending}>
              Attach plan
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
