import type { TSessionUser } from '../../../lib/session';
import { useBillingNow } from '../hooks/use-billing-now';
import { SalesBanner } from './sales-banner';
import { UpgradeBanner } from './upgrade-banner';

/** The promotional banners of the app frame: the sale of the day, then the upgrade offer. */
export function PurchaseBanners({ user }: { user: TSessionUser | null }) {
  const now = useBillingNow(user);
  // Lawyers buy no plans, so no offers either (SPEC §6).
  if (user?.isLawyer) return null;
  return (
    <>
      {now && <SalesBanner now={now} />}
      {user && <UpgradeBanner user={user} />}
    </>
  );
}
