import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../paths';

const PAGES = [
  { to: paths.adminFigures(), label: 'Figures' },
  { to: paths.adminUsers(), label: 'Users' },
  { to: paths.adminOutbox(), label: 'Outbox' },
  { to: paths.adminReferralPayouts(), label: 'Referral payouts' },
  { to: paths.adminSupport(), label: 'Support' },
];

/** The staff pages, one click from each other. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <Group gap="md" component="nav" aria-label="Administration">
      {PAGES.map((page) => (
        <Anchor
          key={page.to}
          component={Link}
          to={page.to}
          fw={pathname === page.to ? 700 : 400}
          aria-current={pathname === page.to ? 'page' : undefined}
        >
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}
