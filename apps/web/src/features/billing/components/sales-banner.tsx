import { salesBanner } from '@app/domain';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { BANNER_COLOURS } from './billing-banner-model';

const DISMISSED_KEY = 'sales-banner-dismissed';

function dismissedKind(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The promotional banner of SPEC §4: one sale at a time, EOFY before Cyber Monday before
 * Black Friday. Its link opens the pricing page with the sale's coupon applied.
 */
export function SalesBanner({ now }: { now: Date }) {
  const banner = salesBanner(now);
  const [dismissed, setDismissed] = useState(dismissedKind);
  if (!banner || dismissed === banner.kind) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, banner.kind);
    } catch {
      // Without storage it simply shows again on the next visit.
    }
    setDismissed(banner.kind);
  };

  return (
    <Alert
      data-testid="sales-banner"
      data-kind={banner.kind}
      color={BANNER_COLOURS[banner.flavour]}
      variant="filled"
      radius={0}
      py="xs"
      icon={<IconDiscount size={18} aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss sale banner"
      onClose={dismiss}
      role="region"
      aria-label="Sale"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {banner.text}
        </Text>
        <Anchor
          component={Link}
          to={paths.pricing({ coupon: banner.couponCode })}
          size="sm"
          fw={700}
          c="white"
          underline="always"
        >
          See the offers
        </Anchor>
      </Group>
    </Alert>
  );
}
