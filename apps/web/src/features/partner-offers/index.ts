import { pagesOf, type TFeature } from '../../lib/feature-routes';

// Partner offers: the whole catalogue and its banking page.
const offerPages = pagesOf(() => import('./pages'));

export const partnerOffersFeature: TFeature = {
  name: 'partner-offers',
  routes: [
    offerPages('partnerOffers', 'app', (p) => p.PartnerOffersPage),
    offerPages('partnerOffersBanking', 'app', (p) => p.BankingOffersPage),
  ],
};
