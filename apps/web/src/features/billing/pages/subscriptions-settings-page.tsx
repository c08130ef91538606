import { reactivationSuccessMessage } from '@app/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { closeButtonProps, showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { SettingsFrame } from '../../account';
import type { TCancelSubscription } from '../api/cancel-subscription';
import { useRemoveDelayedCancellation } from '../api/remove-delayed-cancellation';
import {
  type TInvoice,
  type TSubscriptionListItem,
  type TUserSubscriptions,
  useUserSubscriptions,
} from '../api/user-subscriptions';
import { BundleCard } from '../components/bundle-card';
import { CancelSubscriptionModal } from '../components/cancel-subscription-modal';
import { CardUpdateModal } from '../components/card-update-modal';
import { changeErrorMessage } from '../components/change-error';
import { InvoiceList } from '../components/invoice-list';
import { ReactivateSubscriptionModal } from '../components/reactivate-subscription-modal';
import { SubscriptionCard } from '../components/subscription-card';
import { renewalDate, shortDate } from '../components/subscription-texts';

// Running plans first, then those that ended; the server's order within each.
const ENDED = ['canceled', 'expired'];

export function orderSubscriptions(list: readonly TSubscriptionListItem[]) {
  return [
    ...list.filter((s) => !ENDED.includes(s.state)),
    ...list.filter((s) => ENDED.includes(s.state)),
  ];
}

export function groupInvoices(invoices: readonly TInvoice[]) {
  const bySubscription = new Map<string, TInvoice[]>();
  const byBundle = new Map<string, TInvoice[]>();
  const other: TInvoice[] = [];
  for (const invoice of invoices) {
    const [map, key] = invoice.subscriptionId
      ? [bySubscription, invoice.subscriptionId]
      : invoice.bundleId
        ? [byBundle, invoice.bundleId]
        : [null, ''];
    if (!map) other.push(invoice);
    else map.set(key, [...(map.get(key) ?? []), invoice]);
  }
  return { bySubscription, byBundle, other };
}

/** /settings/subscriptions: every plan and bundle the customer holds, and what they can do. */
export function SubscriptionsSettingsPage() {
  const subscriptions = useUserSubscriptions();
  return (
    <SettingsFrame>
      <Stack gap="md" maw={880}>
        <Title order={1}>Subscriptions</Title>
        <QueryState query={subscriptions} loadingLabel="Loading your subscriptions" />
        {subscriptions.data && <SubscriptionsList data={subscriptions.data} />}
      </Stack>
    </SettingsFrame>
  );
}

function SubscriptionsList({ data }: { data: TUserSubscriptions }) {
  const [cancelling, setCancelling] = useState<TSubscriptionListItem | null>(null);
  const [reactivating, setReactivating] = useState<TSubscriptionListItem | null>(null);
  const [updatingCard, setUpdatingCard] = useState<TSubscriptionListItem | null>(null);
  const keep = useRemoveDelayedCancellation();

  const keepPlan = (subscriptionId: string) =>
    keep.mutate(subscriptionId, {
      onSuccess: () => showSuccessToast(reactivationSuccessMessage({ state: 'active' })),
      onError: (error) => showErrorToast(changeErrorMessage(error)),
    });

  const onCancelled = (input: TCancelSubscription, subscription: TSubscriptionListItem) => {
    setCancelling(null);
    if (!input.cancelAtEndOfPeriod) {
      showSuccessToast(`${subscription.productName} has been cancelled.`);
      return;
    }
    // Cancelling is easy to do by mistake and costly to redo: offer the way back at once.
    const ends = shortDate(subscription.currentPeriodEndsAt ?? renewalDate(subscription));
    const id = notifications.show({
      closeButtonProps,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            {ends
              ? `${subscription.productName} will end on ${ends}.`
              : `${subscription.productName} will end with its billing period.`}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            style={{ flexShrink: 0 }}
            onClick={() => {
              notifications.hide(id);
              keepPlan(subscription.id);
            }}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  };

  if (data.subscriptionList.length === 0 && data.bundles.length === 0) {
    return (
      <Stack gap="xs" data-testid="subscriptions-empty">
        <Text>You have no subscriptions yet.</Text>
        <Text c="dimmed">
          Plans give you every document, advice from lawyers and accountants, and more.
        </Text>
        <Group>
          <Button component={Link} to={paths.pricing()}>
            See plans and pricing
          </Button>
        </Group>
        {/* One-off purchases (a company registration) have invoices without a plan. */}
        {data.invoices.length > 0 && (
          <Stack gap="xs" mt="md">
            <Title order={2} size="h4">
              Invoices
            </Title>
            <InvoiceList invoices={data.invoices} label="Other invoices" />
          </Stack>
        )}
      </Stack>
    );
  }

  const invoices = groupInvoices(data.invoices);
  const bundleNames = new Map(data.bundles.map((b) => [b.id, b.name]));
  const now = new Date(data.now);
  return (
    <>
      <Stack
        component="ul"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Your subscriptions"
      >
        {data.bundles.map((bundle) => (
          <BundleCard
            key={bundle.id}
            bundle={bundle}
            invoices={invoices.byBundle.get(bundle.id) ?? []}
          />
        ))}
        {orderSubscriptions(data.subscriptionList).map((s) => (
          <SubscriptionCard
            key={s.id}
            subscription={s}
            invoices={invoices.bySubscription.get(s.id) ?? []}
            bundleName={s.bundleId ? (bundleNames.get(s.bundleId) ?? null) : null}
            keeping={keep.isPending && keep.variables === s.id}
            onCancel={setCancelling}
            onKeep={(item) => keepPlan(item.id)}
            onReactivate={setReactivating}
            onUpdateCard={setUpdatingCard}
          />
        ))}
      </Stack>
      {invoices.other.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Other invoices
          </Title>
          <InvoiceList invoices={invoices.other} label="Other invoices" />
        </Stack>
      )}
      <CancelSubscriptionModal
        subscription={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={onCancelled}
      />
      <ReactivateSubscriptionModal
        subscription={reactivating}
        now={now}
        onClose={() => setReactivating(null)}
      />
      <CardUpdateModal subscription={updatingCard} onClose={() => setUpdatingCard(null)} />
    </>
  );
}
