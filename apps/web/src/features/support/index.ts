import { pagesOf, type TFeature } from '../../lib/feature-routes';

const pages = pagesOf(() => import('./pages'));

/** The support chat: the customer's Help widget (mounted by the app shell) and the admins' inbox. */
export const supportFeature: TFeature = {
  name: 'support',
  routes: [pages('adminSupport', 'app', (p) => p.AdminSupportPage)],
};

export { SupportWidget } from './components/support-widget';
