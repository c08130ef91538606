import {
  formatDollars,
  planCardButton,
  promoOffer,
  type TPromoPage,
  type TSubscriptionState,
} from '@app/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  List,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { MigrationPreviewModal } from '../components/migration-preview-modal';
import { PaymentSuccessModal } from '../components/payment-success-modal';
import { PRICING_TABS } from '../components/pricing-catalogue';
import { usePlanPurchase } from '../hooks/use-plan-purchase';

const COPY: Record<TPromoPage, { title: string; intro: string }> = {
  adviceSale: {
    title: 'Legal Advice sale',
    intro: 'A year of Legal Advice: unlimited consultations with our lawyers and every document.',
  },
  upgradeEssPromo: {
    title: 'Upgrade to Essentials',
    intro: 'A year of Essentials: every document, unlimited e-signatures and the AI assistant.',
  },
  upgradePpdPromo: {
    title: 'Get every document with Essentials',
    intro:
      'You bought a document: for a little more, a year of Essentials gives you all of them, with unlimited e-signatures and the AI assistant.',
  },
};

const productFeatures = (handle: string) =>
  PRICING_TABS.flatMap((tab) => tab.products).find((p) => p.annual === handle)?.features ?? [];

/** The sale pages of SPEC §2.3.1 with the promo prices of §9. */
export function PromoPage({ page }: { page: TPromoPage }) {
  const offer = promoOffer(page);
  const copy = COPY[page];
  const user = useCurrentUser().data ?? null;
  const subscriptions = useUserSubscriptions({ enabled: user !== null });
  const purchase = usePlanPurchase(subscriptions.data?.subscriptionList);
  const summary = subscriptions.data?.activeSubscription;
  const button =
    user && summary
      ? planCardButton({
          isLawyer: user.isLawyer,
          targetHandle: offer.handle,
          currentHandle: summary.handle,
          subscriptions: (subscriptions.data?.subscriptionList ?? []).map((s) => ({
            handle: s.product,
            state: s.state as TSubscriptionState,
          })),
          canClaimTrial: summary.canClaimTrial,
          notUpgradeable: summary.notUpgradeable,
        })
      : null;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{copy.title}</Title>
      <Card withBorder radius="md" padding="lg" data-testid="promo-offer">
        <Stack gap="md">
          <Badge color="red" variant="light" w="fit-content">
            Save {formatDollars(offer.savingInCents)}
          </Badge>
          <Title order={2} size="h3">
            {offer.planName}, yearly
          </Title>
          <Text>{copy.intro}</Text>
          <Text fz={32} fw={700} lh={1.2} data-testid="promo-price">
            {formatDollars(offer.promoInCents)}{' '}
            <Text span size="lg" c="dimmed" td="line-through" fw={400}>
              <VisuallyHidden>was </VisuallyHidden>
              {formatDollars(offer.wasInCents)}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            For your first year, then {formatDollars(offer.wasInCents)}/year. Coupon{' '}
            {offer.couponCode} is applied at checkout.
          </Text>
          <List
            size="sm"
            spacing={6}
            icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden="true" />}
          >
            {productFeatures(offer.handle).map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
          {!user && (
            <Button
              component={Link}
              to={paths.signUp({
                next: paths.checkout(offer.handle, { coupon: offer.couponCode }),
              })}
            >
              Sign up to claim this offer
            </Button>
          )}
          {user && button?.action === 'upgrade' && (
            <Button onClick={() => purchase.buy(offer.handle, { coupon: offer.couponCode })}>
              Claim this offer
            </Button>
          )}
          {user && button?.action === null && (
            <Alert variant="light" color="teal">
              You are already on the {offer.planName} plan.
            </Alert>
          )}
          {user && !user.isLawyer && summary && !button && (
            <Alert variant="light" color="gray">
              Your current plan already includes everything in {offer.planName}.
            </Alert>
          )}
        </Stack>
      </Card>
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

export const AdviceSalePage = () => <PromoPage page="adviceSale" />;
export const UpgradeEssPromoPage = () => <PromoPage page="upgradeEssPromo" />;
export const UpgradePpdPromoPage = () => <PromoPage page="upgradePpdPromo" />;
