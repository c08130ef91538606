import {
  catalogueItem,
  formatDollars,
  isEntitled,
  isInPlanClass,
  LICENCE_MESSAGES,
  PAY_PER_DOC_PLANS,
  planCoverage,
  type TSubscriptionState,
} from '@app/domain';
import { Alert, Anchor, Button, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { useCheckoutPreview } from '../api/checkout-preview';
import { createSubscription } from '../api/create-subscription';
import { defaultPaymentMethod, usePaymentMethods } from '../api/payment-methods';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { CouponBox } from '../components/coupon-box';
import { OrderSummary } from '../components/order-summary';
import { PaymentDetailsForm } from '../components/payment-details-form';
import { useCheckoutCoupons } from '../hooks/use-checkout-coupons';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import type { TPaymentSuccessState } from './payment-success-state';

/** /checkout/:planHandle?assetId=&coupon=&origin=&virtualOfficeId= */
export function CheckoutPage() {
  const { planHandle = '' } = useParams();
  const [search] = useSearchParams();
  const user = useSignedInUser();
  const item = catalogueItem(planHandle);
  const purchasable = item !== undefined && item.priceInCents > 0;

  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>Checkout</Title>
      {user.isLawyer ? (
        <Text>Plans are bought by customers; a lawyer's account has no plan to buy.</Text>
      ) : purchasable ? (
        <Checkout planHandle={planHandle} search={search} />
      ) : (
        <Stack gap="xs" data-testid="checkout-unavailable">
          <Text>This plan cannot be bought here.</Text>
          <Anchor component={Link} to={paths.pricing()}>
            See plans and pricing
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}

function Checkout({ planHandle, search }: { planHandle: string; search: URLSearchParams }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const assetId = search.get('assetId') ?? '';
  const origin = search.get('origin') ?? undefined;
  const virtualOfficeId = search.get('virtualOfficeId') ?? undefined;
  const item = catalogueItem(planHandle)!;
  const coupons = useCheckoutCoupons(planHandle, search.get('coupon'));
  const preview = useCheckoutPreview(planHandle, coupons.codes);
  const subscriptions = useUserSubscriptions();
  const methods = usePaymentMethods();
  const needsDocument = isInPlanClass(PAY_PER_DOC_PLANS, planHandle);
  const missingDocument = needsDocument && !assetId;

  const attempt = usePaymentAttempt({
    user,
    charge: (payment, idempotencyKey) =>
      createSubscription({
        paymentProfile: {
          paymentMethodId: payment.paymentMethodId,
          stripeCustomerId: payment.stripeCustomerId,
          pricePointHandle: planHandle,
        },
        extraUpgradeProps: {
          couponCodes: coupons.codes,
          ...(assetId ? { assetFlakeId: assetId } : {}),
        },
        setupIntentId: payment.setupIntentId,
        idempotencyKey,
      }),
  });

  // A live plan that covers the same thing would be paid for twice: change it instead.
  const coverage = planCoverage(planHandle);
  const held = subscriptions.data?.subscriptionList.find(
    (s) =>
      coverage !== null &&
      planCoverage(s.product) === coverage &&
      isEntitled(s.state as TSubscriptionState),
  );
  if (held && !needsDocument) {
    return (
      <Stack gap="xs" data-testid="checkout-already-held">
        <Text>
          {held.product === planHandle || held.productName === item.name
            ? `You are already on the ${item.name} plan.`
            : `Your ${held.productName} plan already covers this. To move to ${item.name}, change your plan instead of buying a second one.`}
        </Text>
        <Anchor component={Link} to={paths.settingsSubscriptions()}>
          Manage your subscriptions
        </Anchor>
      </Stack>
    );
  }

  const pay = async (choice: Parameters<typeof attempt.pay>[0]) => {
    const result = await attempt.pay(choice);
    if (!result) return;
    const state: TPaymentSuccessState = {
      planHandle,
      paymentType: result.paymentType,
      ...(assetId ? { assetId } : {}),
      ...(result.subscription.state === 'trialing' ? { trial: true } : {}),
    };
    navigate(paths.paymentSuccess({ type: result.successType, origin, virtualOfficeId }), {
      state,
    });
  };

  const dueToday = preview.data?.dueTodayInCents;
  const submitLabel = preview.data?.trialDays
    ? 'Start free trial'
    : dueToday !== undefined
      ? `Pay ${formatDollars(dueToday)}`
      : 'Pay';

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Stack gap="md">
          {preview.isPending && <Loader size="sm" aria-label="Pricing your order" />}
          {preview.isError && (
            <Alert color="red" variant="light" role="alert">
              {preview.error.message}
            </Alert>
          )}
          {preview.data && <OrderSummary preview={preview.data} />}
          <CouponBox
            codes={coupons.codes}
            onApply={coupons.apply}
            onRemove={coupons.remove}
            disabled={attempt.paying}
          />
          {coupons.linkRefusal && (
            <Alert color="yellow" variant="light" data-testid="link-coupon-refused">
              {coupons.linkRefusal}
            </Alert>
          )}
          {item.needsContract && (
            <Text size="sm" c="dimmed" data-testid="agreement-note">
              This plan comes with a service agreement. After payment you will be asked to read and
              sign it before your first consultation or service begins.
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Payment details
          </Title>
          {missingDocument && (
            <Alert color="red" variant="light" role="alert" data-testid="missing-document">
              {LICENCE_MESSAGES.payPerDocNoAsset}
            </Alert>
          )}
          {attempt.intent.isError && (
            <Alert color="red" variant="light" role="alert">
              {attempt.intent.error.message}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => attempt.intent.refetch()}>
                Try again
              </Button>
            </Alert>
          )}
          {methods.isPending ? (
            <Loader size="sm" aria-label="Loading your payment methods" />
          ) : (
            <PaymentDetailsForm
              gateway={attempt.intent.data?.gateway}
              savedMethod={defaultPaymentMethod(methods.data ?? [])}
              submitLabel={submitLabel}
              paying={attempt.paying}
              disabled={missingDocument || !preview.data}
              error={attempt.error}
              onChange={attempt.clearError}
              onSubmit={(choice) => void pay(choice)}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
