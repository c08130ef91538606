// SPEC §2.3 avatar menus. `to: null` marks the sign-out action.
export type TAvatarMenuItem = { key: string; label: string; to: string | null };

export const CUSTOMER_AVATAR_MENU: readonly TAvatarMenuItem[] = [
  { key: 'account-settings', label: 'Account settings', to: '/settings/subscriptions' },
  { key: 'referral-program', label: 'Referral program', to: '/referral-program' },
  { key: 'help-centre', label: 'Help centre', to: '/help-centre' },
  { key: 'sign-out', label: 'Sign out', to: null },
];

export const LAWYER_AVATAR_MENU: readonly TAvatarMenuItem[] = [
  { key: 'my-profile', label: 'My profile', to: '/settings/personal-details' },
  { key: 'my-quotes', label: 'My Quotes', to: '/my-briefs/quoted' },
  { key: 'my-business', label: 'My Business', to: '/businesses/manage-my-business' },
  { key: 'sign-out', label: 'Sign out', to: null },
];
