import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconSignature } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { TSessionUser } from '../../../lib/session';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { BANNER_ACTIONS, BANNER_COLOURS, billingBannerFor } from './billing-banner-model';

const ICONS = {
  completeSetup: IconSignature,
  paymentFailed: IconAlertTriangle,
  cardExpired: IconCreditCard,
} as const;

/** The subscription billing warning of SPEC §2.5 and §4; customers only. */
export function BillingBanner({ user }: { user: TSessionUser }) {
  const { pathname, search } = useLocation();
  const subscriptions = useUserSubscriptions({ enabled: !user.isLawyer });
  if (user.isLawyer || !subscriptions.data) return null;
  const banner = billingBannerFor({ pathname, search, data: subscriptions.data });
  if (!banner) return null;
  const Icon = ICONS[banner.kind];
  return (
    <Alert
      data-testid="billing-banner"
      data-kind={banner.kind}
      role={banner.flavour === 'Alert' ? 'alert' : 'status'}
      color={BANNER_COLOURS[banner.flavour]}
      variant="light"
      radius={0}
      py="xs"
      icon={<Icon size={18} aria-hidden="true" />}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{banner.text}</Text>
        <Anchor component={Link} to={banner.to} size="sm" fw={600}>
          {BANNER_ACTIONS[banner.kind]}
        </Anchor>
      </Group>
    </Alert>
  );
}
