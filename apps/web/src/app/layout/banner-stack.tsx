import { Stack } from '@mantine/core';
import { BillingBanner } from '../../features/billing/components/billing-banner';
import { PurchaseBanners } from '../../features/billing/components/purchase-banners';
import { useSubscriptionsLive } from '../../features/billing/hooks/use-subscriptions-live';
import type { TSessionUser } from '../../lib/session';

/**
 * The one place page-wide banners stack, under the header and above the page: the billing
 * warning first (it asks the user to act), promotional banners after it.
 */
export function BannerStack({ user }: { user: TSessionUser }) {
  // Billing state can change without the user doing anything here (renewals, retries,
  // settled debits); the live push keeps every banner and billing screen current.
  useSubscriptionsLive(user.isLawyer ? null : user.flakeId);
  return (
    <Stack gap={0} data-testid="banner-stack" style={{ flex: '0 0 auto' }}>
      <BillingBanner user={user} />
      <PurchaseBanners user={user} />
    </Stack>
  );
}
