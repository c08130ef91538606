import { ZPaymentSuccessQuery } from '@app/domain';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
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
      <Title order={1}>Payment successful</Title>
      {parsed.success ? (
        <Success query={parsed.data} />
      ) : (
        <Stack gap="xs">
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

  return (
    <>
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
