import { Stack } from '@mantine/core';
import { BillingBanner, PurchaseBanners, useSubscriptionsLive } from '../../features/billing';
import type { TSessionUser } from '../../lib/session';

/**
 * The banner that stays under the header: the billing warning, which asks the user to act.
 * Promotional banners scroll with the page instead (PageBanners).
 */
export function BannerStack({ user }: { user: TSessionUser }) {
  // Billing state can change without the user doing anything here (renewals, retries,
  // settled debits); the live push keeps every banner and billing screen current.
  useSubscriptionsLive(user.isLawyer ? null : user.flakeId);
  return (
    <Stack gap={0} data-testid="banner-stack" style={{ flex: '0 0 auto' }}>
      <BillingBanner user={user} />
    </Stack>
  );
}

/**
 * The sale and upgrade offers, at the top of the scrolling page: on a phone they must not
 * hold a fixed share of the screen, so they scroll away with what is read.
 */
export function PageBanners({ user }: { user: TSessionUser | null }) {
  return (
    <div className="cw-page-banners" data-testid="page-banners">
      <PurchaseBanners user={user} />
    </div>
  );
}
