import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The legal pages' one public entry: open to visitors and signed-in customers alike.
const page = pagesOf(() => import('./pages'));

export const legalPagesFeature: TFeature = {
  name: 'legal-pages',
  routes: [
    page('terms', 'open', (p) => p.TermsPage),
    page('privacy', 'open', (p) => p.PrivacyPage),
  ],
};
