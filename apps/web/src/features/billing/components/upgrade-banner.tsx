import { COMPANY_PLAN_HANDLE, upgradeBanner } from '@app/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { TSessionUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { useUserSubscriptions } from '../api/user-subscriptions';

/** The upgrade banner of SPEC §2.3, on the pricing-related pages, for customers only. */
export function UpgradeBanner({ user }: { user: TSessionUser }) {
  const { pathname } = useLocation();
  const subscriptions = useUserSubscriptions({ enabled: !user.isLawyer });
  const summary = subscriptions.data?.activeSubscription;
  if (!summary) return null;
  const banner = upgradeBanner({
    pathname,
    isLawyer: user.isLawyer,
    handle: summary.handle,
    canClaimTrial: summary.canClaimTrial,
    notUpgradeable: summary.notUpgradeable,
  });
  if (!banner) return null;
  const { button } = banner;
  const to =
    button.action === 'claimTrial'
      ? paths.checkout(COMPANY_PLAN_HANDLE)
      : paths.pricing({ tab: 'legal' });

  return (
    <Alert
      data-testid="upgrade-banner"
      color="blue"
      variant="light"
      radius={0}
      py="xs"
      icon={<IconSparkles size={18} aria-hidden="true" />}
      role="region"
      aria-label="Your plan"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{banner.text}</Text>
        {button.disabled ? (
          <Button size="xs" variant="light" disabled>
            {button.label}
          </Button>
        ) : (
          <Button size="xs" component={Link} to={to}>
            {button.label}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
