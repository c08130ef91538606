import {
  BUNDLE_BILLING_CYCLES,
  bundleLeadPlan,
  CATALOGUE,
  catalogueItem,
  paymentSuccessTypeFor,
  type TBundleBillingCycle,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { useBundlePreview } from '../api/bundle-preview';
import { createBundle } from '../api/create-bundle';
import { defaultPaymentMethod, usePaymentMethods } from '../api/payment-methods';
import { BundleSummary } from '../components/bundle-summary';
import { PaymentDetailsForm } from '../components/payment-details-form';
import { planPriceLabel } from '../components/plan-billing';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import type { TPaymentSuccessState } from './payment-success-state';

const BUNDLABLE = CATALOGUE.filter((item) => item.bundlePrice);

/** init_cart is joined by '+', which a query string also reads as a space. */
export function parseCart(value: string | null): string[] {
  const handles = (value ?? '').split(/[\s+]+/).filter(Boolean);
  return [...new Set(handles)].filter((h) => BUNDLABLE.some((item) => item.handle === h));
}

function parseCycle(value: string | null): TBundleBillingCycle {
  return (BUNDLE_BILLING_CYCLES as readonly string[]).includes(value ?? '')
    ? (value as TBundleBillingCycle)
    : 'upfront';
}

/** /pricing/bundle/create?init_cart=a+b&step=payment&billing_cycle=quarterly|upfront */
export function BundleCreatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const cart = parseCart(search.get('init_cart'));
  const cycle = parseCycle(search.get('billing_cycle'));
  const paymentStep = search.get('step') === 'payment';
  const preview = useBundlePreview(cart, cycle);
  const methods = usePaymentMethods({ enabled: paymentStep });
  const [entityName, setEntityName] = useState('');

  const go = (next: { cart?: string[]; cycle?: TBundleBillingCycle; payment?: boolean }) =>
    navigate(
      paths.bundleCreate({
        planHandles: next.cart ?? cart,
        billingCycle: next.cycle ?? cycle,
        step: (next.payment ?? paymentStep) ? 'payment' : undefined,
      }),
      { replace: true },
    );

  const families = new Set(cart.map((h) => catalogueItem(h)?.productFamily));
  const addable = BUNDLABLE.filter((item) => !families.has(item.productFamily)).map((item) => ({
    value: item.handle,
    label: `${item.name} (${planPriceLabel(item.handle)})`,
  }));

  const attempt = usePaymentAttempt({
    user,
    enabled: paymentStep,
    charge: (payment, idempotencyKey) =>
      createBundle({
        handles: cart,
        billingCycle: cycle,
        paymentMethodId: payment.paymentMethodId,
        entityName: entityName.trim() || undefined,
        idempotencyKey,
      }).then((bundle) => ({ bundle, paymentType: payment.paymentType })),
  });

  const pay = async (choice: Parameters<typeof attempt.pay>[0]) => {
    const result = await attempt.pay(choice);
    if (!result) return;
    const lead = bundleLeadPlan(cart) ?? cart[0]!;
    const state: TPaymentSuccessState = { planHandle: lead, paymentType: result.paymentType };
    navigate(paths.paymentSuccess({ type: paymentSuccessTypeFor(lead) }), { state });
  };

  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1}>Create a bundle</Title>
        <Text c="dimmed">
          Put two or more plans together and save on the first year: 15% off two plans, 30% off
          three or more.
        </Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Plans in your bundle
                </Title>
                {cart.length === 0 && <Text size="sm">Your bundle is empty.</Text>}
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {cart.map((handle) => (
                    <Group key={handle} justify="space-between" wrap="nowrap" component="li">
                      <div>
                        <Text size="sm" fw={500}>
                          {catalogueItem(handle)?.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {planPriceLabel(handle)}
                        </Text>
                      </div>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${catalogueItem(handle)?.name} from the bundle`}
                        disabled={attempt.paying}
                        onClick={() => go({ cart: cart.filter((h) => h !== handle) })}
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
                {addable.length > 0 && (
                  <Select
                    label="Add a plan"
                    placeholder="Choose a plan"
                    data={addable}
                    value={null}
                    onChange={(handle) => handle && go({ cart: [...cart, handle] })}
                    disabled={attempt.paying}
                    searchable
                  />
                )}
                <SegmentedControl
                  aria-label="Billing cycle"
                  value={cycle}
                  onChange={(value) => go({ cycle: value as TBundleBillingCycle })}
                  disabled={attempt.paying}
                  data={[
                    { value: 'upfront', label: 'Pay the year upfront' },
                    { value: 'quarterly', label: 'Pay quarterly' },
                  ]}
                />
              </Stack>
            </Paper>
            {cart.length < 2 && (
              <Alert variant="light" color="blue">
                Add at least two plans to make a bundle.
              </Alert>
            )}
            {cart.length >= 2 && preview.isPending && (
              <Loader size="sm" aria-label="Pricing your bundle" />
            )}
            {cart.length >= 2 && preview.isError && (
              <Alert color="red" variant="light" role="alert">
                {preview.error.message}
              </Alert>
            )}
            {cart.length >= 2 && preview.data && <BundleSummary preview={preview.data} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {!paymentStep ? (
            <Button
              size="md"
              fullWidth
              disabled={cart.length < 2 || !preview.data}
              onClick={() => go({ payment: true })}
            >
              Continue to payment
            </Button>
          ) : (
            <Stack gap="md">
              <Title order={2} size="h4">
                Payment details
              </Title>
              <TextInput
                label="Business or company name (optional)"
                description="Shown on your invoices."
                value={entityName}
                onChange={(e) => setEntityName(e.currentTarget.value)}
                disabled={attempt.paying}
              />
              {attempt.intent.isError && (
                <Alert color="red" variant="light" role="alert">
                  {attempt.intent.error.message}
                </Alert>
              )}
              {methods.isPending ? (
                <Loader size="sm" aria-label="Loading your payment methods" />
              ) : (
                <PaymentDetailsForm
                  gateway={attempt.intent.data?.gateway}
                  savedMethod={defaultPaymentMethod(methods.data ?? [])}
                  submitLabel="Pay and create bundle"
                  paying={attempt.paying}
                  disabled={cart.length < 2 || !preview.data || preview.isPlaceholderData}
                  error={attempt.error}
                  onChange={attempt.clearError}
                  onSubmit={(choice) => void pay(choice)}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
