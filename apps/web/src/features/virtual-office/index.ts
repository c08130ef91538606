import { pagesOf, type TFeature } from '../../lib/feature-routes';

// Virtual offices: getting one for a company or business, its authorisation, and its page
// with the consent and the mail received.
const page = pagesOf(() => import('./pages'));

export const virtualOfficeFeature: TFeature = {
  name: 'virtual-office',
  routes: [
    page('virtualOffice', 'app', (p) => p.VirtualOfficePage),
    page('solutionsVirtualOffice', 'app', (p) => p.VirtualOfficePage),
    page('manageVirtualOffice', 'app', (p) => p.ManageVirtualOfficePage),
    page('companyVirtualOffice', 'app', (p) => p.ManageVirtualOfficePage),
    page('businessVirtualOffice', 'app', (p) => p.ManageVirtualOfficePage),
  ],
};
