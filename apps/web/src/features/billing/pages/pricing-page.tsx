import {
  couponOffer,
  planCardButton,
  type TPlanCardButton,
  type TSubscriptionState,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { MigrationPreviewModal } from '../components/migration-preview-modal';
import { PaymentSuccessModal } from '../components/payment-success-modal';
import {
  annualSavingPercent,
  PlanCard,
  shownHandle,
  type TBillingChoice,
} from '../components/plan-card';
import {
  LEGAL_PLANS_TABS,
  PRICING_TABS,
  pricingTab,
  type TPricingTab,
} from '../components/pricing-catalogue';
import { useBillingNow } from '../hooks/use-billing-now';
import { usePlanPurchase } from '../hooks/use-plan-purchase';

type TProps = { title: string; tabs: readonly TPricingTab[]; base: 'pricing' | 'legalPlans' };

/** /pricing and /legal-plans: the plans by tab, priced from the domain catalogue. */
function PlansPage({ title, tabs, base }: TProps) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const tab = pricingTab(search.get('tab'), tabs);
  const [choice, setChoice] = useState<TBillingChoice>('annual');
  const user = useCurrentUser().data ?? null;
  const subscriptions = useUserSubscriptions({ enabled: user !== null });
  const purchase = usePlanPurchase(subscriptions.data?.subscriptionList);
  const summary = subscriptions.data?.activeSubscription;
  // A sale banner links here with its coupon: the cards show what it takes off, by the
  // server's clock, and buying carries it to the checkout.
  const couponCode = search.get('coupon')?.trim().toUpperCase() || null;
  const now = useBillingNow(user);
  const offerFor = (handle: string) =>
    couponCode && now ? couponOffer({ code: couponCode, handle, now }) : null;
  const shownOffers = tab.products
    .map((p) => offerFor(shownHandle(p, choice)))
    .filter((o) => o !== null);
  const couponFor = (handle: string) =>
    offerFor(handle)?.applies ? (couponCode ?? undefined) : undefined;
  const bestSaving = Math.max(0, ...tab.products.map((p) => annualSavingPercent(p) ?? 0));

  const buttonFor = (handle: string): TPlanCardButton | null => {
    if (!user) return null;
    // While the plan loads the card shows a busy button; if it cannot load, none.
    if (!summary) {
      return !user.isLawyer && subscriptions.isPending
        ? { label: 'Upgrade my plan', disabled: false, action: 'upgrade' }
        : null;
    }
    return planCardButton({
      isLawyer: user.isLawyer,
      targetHandle: handle,
      currentHandle: summary.handle,
      subscriptions: (subscriptions.data?.subscriptionList ?? []).map((s) => ({
        handle: s.product,
        state: s.state as TSubscriptionState,
      })),
      canClaimTrial: summary.canClaimTrial,
      notUpgradeable: summary.notUpgradeable,
    });
  };

  const onAction = (button: TPlanCardButton, handle: string) => {
    if (button.action === 'claimTrial') navigate(paths.checkout(handle));
    else if (button.action === 'upgrade') purchase.buy(handle, { coupon: couponFor(handle) });
  };

  const selectTab = (key: string | null) => {
    const next = new URLSearchParams(search);
    next.set('tab', key ?? tabs[0]!.key);
    setSearch(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">Prices in Australian dollars, including GST. Cancel any time.</Text>
      </Stack>
      {!user && (
        <Alert variant="light" color="blue" data-testid="sign-up-cta">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Create a free account to buy a plan, or to start with one free PDF.
            </Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.signUp({ next: paths[base]({ tab: tab.key }) })}
                size="xs"
              >
                Sign up free
              </Button>
              <Anchor
                component={Link}
                to={paths.signIn({ next: paths[base]({ tab: tab.key }) })}
                size="sm"
              >
                Sign in
              </Anchor>
            </Group>
          </Group>
        </Alert>
      )}
      {couponCode && shownOffers.length > 0 && (
        <Alert
          variant="light"
          color={shownOffers.some((o) => o.applies) ? 'teal' : 'yellow'}
          data-testid="coupon-offer"
          role="status"
        >
          {shownOffers.some((o) => o.applies)
            ? `Coupon ${couponCode} is applied at checkout to the plans marked below.`
            : shownOffers[0]?.applies === false
              ? `${couponCode}: ${shownOffers[0].reason}`
              : null}
        </Alert>
      )}
      {subscriptions.isError && (
        <Alert color="red" variant="light" role="alert">
          {subscriptions.error.message}
        </Alert>
      )}
      <Tabs value={tab.key} onChange={selectTab} keepMounted={false}>
        {tabs.length > 1 && (
          <Tabs.List aria-label="Plan categories" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {tabs.map((t) => (
              <Tabs.Tab key={t.key} value={t.key}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        {tabs.map((t) => (
          <Tabs.Panel key={t.key} value={t.key} pt="lg">
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <SegmentedControl
                  aria-label="Billing period"
                  value={choice}
                  onChange={(v) => setChoice(v as TBillingChoice)}
                  data={[
                    { value: 'quarterly', label: 'Quarterly' },
                    { value: 'annual', label: 'Annual' },
                  ]}
                />
                {bestSaving > 0 && (
                  <Text size="sm" c="teal.9" fw={500}>
                    Save up to {bestSaving}% with annual billing
                  </Text>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {t.products.map((product) => {
                  const handle = shownHandle(product, choice);
                  return (
                    <PlanCard
                      key={product.key}
                      product={product}
                      choice={choice}
                      offer={offerFor(handle)}
                      button={buttonFor(handle)}
                      highlighted={search.get('tab') === product.key}
                      loading={user !== null && subscriptions.isPending}
                      onAction={onAction}
                      action={
                        user ? undefined : (
                          <Button
                            fullWidth
                            component={Link}
                            to={paths.signUp({
                              next: paths.checkout(handle, { coupon: couponFor(handle) }),
                            })}
                          >
                            Sign up to get {product.name}
                          </Button>
                        )
                      }
                    />
                  );
                })}
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {base === 'pricing' && user && !user.isLawyer && (
        <Text size="sm" c="dimmed">
          Need several plans?{' '}
          <Anchor component={Link} to={paths.bundleCreate({ planHandles: [] })} underline="always">
            Build a bundle
          </Anchor>{' '}
          and save on each.
        </Text>
      )}
      {user && (
        <>
          <MigrationPreviewModal
            request={purchase.migration}
            onClose={purchase.closeMigration}
            onMigrated={purchase.migrated}
          />
          <PaymentSuccessModal
            user={user}
            state={purchase.success}
            onClose={purchase.closeSuccess}
          />
        </>
      )}
    </Stack>
  );
}

export function PricingPage() {
  return <PlansPage title="Products & Pricing" tabs={PRICING_TABS} base="pricing" />;
}

export function LegalPlansPage() {
  return <PlansPage title="Legal plans" tabs={LEGAL_PLANS_TABS} base="legalPlans" />;
}
