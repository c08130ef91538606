import { pagesOf, type TFeature } from '../../lib/feature-routes';
import { captureReferralFromUrl } from './api/referral-visit';

// The referral program's one public entry.
const referralPages = pagesOf(() => import('./pages'));

export const referralsFeature: TFeature = {
  name: 'referrals',
  routes: [referralPages('referralProgram', 'app', (p) => p.ReferralProgramPage)],
};

export { ReferralCardSummary } from './components/referral-card-summary';

// A referral link may open any page of the app: its key is kept as the app starts, whichever
// page that is (the router loads this entry at start).
if (typeof window !== 'undefined') captureReferralFromUrl(window);
