import { BILLING_MESSAGES, formatDollars, ZPaymentSuccessQuery } from '@app/domain';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { PaymentSuccessContent } from '../components/payment-success-content';
import { usePurchasedSubscription } from '../hooks/use-purchased-subscription';
import { readPaymentSuccessState } from './payment-success-state';

/** /payment-success?type={type}&virtualOfficeId={id}&origin={origin} (SPEC §2.4). */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const parsed = ZPaymentSuccessQuery.safeParse({
    type: search.get('type') ?? undefined,
    virtualOfficeId: search.get('virtualOfficeId') || undefined,
    origin: search.get('origin') ?? undefined,
  });

  return (
    <Stack gap="lg" maw={880}>
      {parsed.success ? (
        <Success query={parsed.data} />
      ) : (
        <Stack gap="xs">
          <Title order={1}>Payment successful</Title>
          <Text>We could not tell which purchase this page is for.</Text>
          <Anchor component={Link} to={paths.settingsSubscriptions()}>
            See your subscriptions
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}

function Success({ query }: { query: ReturnType<typeof ZPaymentSuccessQuery.parse> }) {
  const user = useSignedInUser();
  const state = readPaymentSuccessState(useLocation().state);
  const { subscriptions, subscription, gaveUp } = usePurchasedSubscription({
    type: query.type,
    planHandle: state.planHandle,
  });
  const paymentType =
    state.paymentType ??
    (subscription?.paymentType === 'directDebit' ? 'directDebit' : 'creditCard');
  // A free trial took no money: the page says what starts, and when the first charge comes.
  const trial = state.trial ?? subscription?.state === 'trialing';
  const firstCharge = subscription?.trialEndsAt ?? subscription?.renewalDate ?? null;

  return (
    <>
      <Title order={1}>{trial ? BILLING_MESSAGES.trialActivated : 'Payment successful'}</Title>
      {trial && (
        <Text data-testid="trial-terms">
          Nothing has been charged today.
          {subscription && firstCharge
            ? ` Your first payment of ${formatDollars(subscription.price)} is on ${formatDate(firstCharge)}, unless you cancel before then.`
            : ''}
        </Text>
      )}
      {subscriptions.isPending && <Loader size="sm" aria-label="Loading your plan" />}
      {gaveUp && (
        <Alert color="yellow" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your payment went through, but we could not load your plan details just now.
            </Text>
            <Button size="xs" variant="light" onClick={() => subscriptions.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      <PaymentSuccessContent
        type={query.type}
        planHandle={state.planHandle ?? subscription?.product}
        paymentType={paymentType}
        origin={query.origin}
        virtualOfficeId={query.virtualOfficeId}
        user={user}
        subscription={subscription}
      />
    </>
  );
}
