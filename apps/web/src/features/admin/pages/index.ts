export { AdminFiguresPage } from './admin-figures-page';
export { AdminOutboxPage } from './admin-outbox-page';
export { AdminReferralPayoutsPage } from './admin-referral-payouts-page';
export { AdminUsersPage } from './admin-users-page';
