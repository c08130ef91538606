import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The referral program's one public entry.
const referralPages = pagesOf(() => import('./pages'));

export const referralsFeature: TFeature = {
  name: 'referrals',
  routes: [referralPages('referralProgram', 'app', (p) => p.ReferralProgramPage)],
};
