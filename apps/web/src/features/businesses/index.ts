import { pagesOf, type TFeature } from '../../lib/feature-routes';
import { businessListQueryOptions } from './api/business-list';

// The businesses area's one public entry: My businesses, a business's details, and adding
// an existing business from the register.
const page = pagesOf(() => import('./pages'));

export const businessesFeature: TFeature = {
  name: 'businesses',
  routes: [
    page(
      'manageMyBusiness',
      'app',
      (p) => p.MyBusinessesPage,
      (client) => client.prefetchQuery(businessListQueryOptions()),
    ),
    page('businessDetails', 'app', (p) => p.BusinessDetailsPage),
    page('addMyOwnBusinessInfo', 'app', (p) => p.AddBusinessPage),
  ],
};

// For other areas that attach something to a business (plans, the assistant).
export { LinkBusinessPicker } from './components/link-business-picker';
