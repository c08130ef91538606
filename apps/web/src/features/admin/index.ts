import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The admin area's one public entry.
const page = pagesOf(() => import('./pages'));

export const adminFeature: TFeature = {
  name: 'admin',
  routes: [
    page('adminFigures', 'app', (p) => p.AdminFiguresPage),
    page('adminUsers', 'app', (p) => p.AdminUsersPage),
    page('adminOutbox', 'app', (p) => p.AdminOutboxPage),
    page('adminReferralPayouts', 'app', (p) => p.AdminReferralPayoutsPage),
  ],
};
export { AdminNav } from './components/admin-nav';
