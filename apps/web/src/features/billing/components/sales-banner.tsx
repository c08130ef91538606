import { salesBanner, type TSalesBanner } from '@app/domain';
import { Anchor, Box, CloseButton, Group, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { BANNER_COLOURS } from './billing-banner-model';

/**
 * One sale of one year: a banner dismissed during this Black Friday stays away for the rest
 * of it, on every visit, yet next year's Black Friday (or this year's EOFY) shows again.
 */
function dismissalKey(banner: TSalesBanner, now: Date): string {
  return `sales-banner-dismissed:${banner.kind}:${now.getUTCFullYear()}`;
}

function isDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The promotional banner of SPEC §4: one sale at a time, EOFY before Cyber Monday before
 * Black Friday. Its link opens the pricing page with the sale's coupon applied. One line on
 * every screen (a phone truncates the text, never the link), and it can be dismissed.
 */
export function SalesBanner({ now }: { now: Date }) {
  const banner = salesBanner(now);
  const key = banner ? dismissalKey(banner, now) : null;
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!banner || !key || dismissedKey === key || isDismissed(key)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(key, new Date(now).toISOString());
    } catch {
      // Without storage it is gone for this page only and shows again on the next visit.
    }
    setDismissedKey(key);
  };

  return (
    <Group
      component="section"
      wrap="nowrap"
      gap="xs"
      px="md"
      py={6}
      bg={`var(--mantine-color-${BANNER_COLOURS[banner.flavour]}-filled)`}
      c="white"
      data-testid="sales-banner"
      data-kind={banner.kind}
      aria-label="Sale"
    >
      {/* On a phone every pixel of the line goes to the offer itself. */}
      <Box visibleFrom="sm" lh={0} style={{ flex: '0 0 auto' }}>
        <IconDiscount size={18} aria-hidden="true" />
      </Box>
      <Text size="sm" fw={600} truncate="end" title={banner.text} style={{ flex: 1, minWidth: 0 }}>
        {banner.text}
      </Text>
      <Anchor
        component={Link}
        to={paths.pricing({ coupon: banner.couponCode })}
        size="sm"
        fw={700}
        c="white"
        underline="always"
        style={{ flex: '0 0 auto', whiteSpace: 'nowrap' }}
      >
        See the offers
      </Anchor>
      <CloseButton
        size="sm"
        variant="transparent"
        c="white"
        aria-label="Dismiss sale banner"
        onClick={dismiss}
        style={{ flex: '0 0 auto' }}
      />
    </Group>
  );
}
