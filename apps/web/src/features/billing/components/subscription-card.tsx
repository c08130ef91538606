import { formatDollars, isEntitled, reactivationOptions, SUBSCRIPTION_STATES } from '@app/domain';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../paths';
import type { TInvoice, TSubscriptionListItem } from '../api/user-subscriptions';
import { InvoicesSection } from './invoice-list';
import {
  couponText,
  delayedCancellationText,
  paymentMethodText,
  priceText,
  renewalText,
  shortDate,
  stateLabel,
} from './subscription-texts';

type TProps = {
  subscription: TSubscriptionListItem;
  invoices: TInvoice[];
  bundleName: string | null;
  keeping: boolean;
  onCancel: (s: TSubscriptionListItem) => void;
  onKeep: (s: TSubscriptionListItem) => void;
  onReactivate: (s: TSubscriptionListItem) => void;
  onUpdateCard: (s: TSubscriptionListItem) => void;
};

const known = (state: string) => (SUBSCRIPTION_STATES as readonly string[]).includes(state);

/** What a subscription lets the user do from its card. */
export function subscriptionActions(s: TSubscriptionListItem) {
  const state = known(s.state) ? (s.state as (typeof SUBSCRIPTION_STATES)[number]) : 'expired';
  const options = reactivationOptions({ state, cancelAtEndPeriod: s.cancelAtEndPeriod });
  const running = isEntitled(state);
  const owes = state === 'past_due' || state === 'unpaid';
  return {
    cancel: running && !s.cancelAtEndPeriod,
    keep: options.canRemoveDelayedCancellation,
    reactivate: options.canReactivate,
    // A card can replace the card on file, or rescue a plan whose payment failed.
    updateCard: owes || (running && s.paymentType === 'creditCard'),
    sign: s.needsSignedAgreement && !s.signed && state !== 'canceled' && state !== 'expired',
  };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flex: '0 0 auto' }}>
        {label}:
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

export function SubscriptionCard(props: TProps) {
  const { subscription: s, invoices, bundleName } = props;
  const { pathname } = useLocation();
  const state = stateLabel(s.state);
  const actions = subscriptionActions(s);
  const renewal = renewalText(s);
  const delayed = delayedCancellationText(s);
  const titleId = `subscription-${s.id}`;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid="subscription-card"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {s.productName}
          </Title>
          <Badge variant="dot" color={state.color} data-testid="subscription-state">
            {state.label}
          </Badge>
        </Group>
        <Text fw={600}>{priceText(s)}</Text>
        <Stack gap={4}>
          <Fact label="Payment">{paymentMethodText(s)}</Fact>
          {s.couponDiscount && <Fact label="Coupon">{couponText(s.couponDiscount)}</Fact>}
          {renewal && <Text size="sm">{renewal}</Text>}
          {s.state === 'trialing' && s.trialEndsAt && (
            <Fact label="Free trial ends">{shortDate(s.trialEndsAt)}</Fact>
          )}
          {s.balanceInCents > 0 && <Fact label="Credit">{formatDollars(s.balanceInCents)}</Fact>}
          {s.state === 'canceled' && s.canceledAt && (
            <Fact label="Cancelled on">{shortDate(s.canceledAt)}</Fact>
          )}
          {s.state === 'pending' && s.nextAssessmentAt && (
            <Fact label="Next charge">{shortDate(s.nextAssessmentAt)}</Fact>
          )}
          {bundleName && <Fact label="Bundle">{bundleName}</Fact>}
        </Stack>

        {delayed && (
          <Alert color="yellow" variant="light" data-testid="delayed-cancellation">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">{delayed}</Text>
              {actions.keep && (
                <Button
                  size="xs"
                  variant="white"
                  loading={props.keeping}
                  onClick={() => props.onKeep(s)}
                >
                  Keep my plan
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {(s.state === 'past_due' || s.state === 'unpaid') && (
          <Alert color="red" variant="light">
            {s.pastDueSince
              ? `We could not take your payment on ${shortDate(s.pastDueSince)}.`
              : 'We could not take your last payment.'}{' '}
            Update your card and we will try again at once.
          </Alert>
        )}
        {actions.sign && (
          <Alert color="blue" variant="light">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">Sign your plan agreement to complete your setup.</Text>
              <Button
                size="xs"
                component={Link}
                to={paths.subscriptionPlanAgreement({ callback: pathname, subscriptionId: s.id })}
              >
                Sign agreement
              </Button>
            </Group>
          </Alert>
        )}

        {(actions.updateCard || actions.cancel || actions.reactivate) && (
          <Group gap="sm" wrap="wrap">
            {actions.reactivate && (
              <Button size="sm" onClick={() => props.onReactivate(s)}>
                {s.state === 'canceled' ? 'Resubscribe' : 'Reactivate'}
              </Button>
            )}
            {actions.updateCard && (
              <Button
                size="sm"
                variant={actions.reactivate ? 'default' : 'light'}
                onClick={() => props.onUpdateCard(s)}
              >
                Update card
              </Button>
            )}
            {actions.cancel && (
              <Button size="sm" variant="subtle" color="red" onClick={() => props.onCancel(s)}>
                Cancel plan
              </Button>
            )}
          </Group>
        )}

        <InvoicesSection invoices={invoices} label={`Invoices for ${s.productName}`} />
      </Stack>
    </Card>
  );
}
