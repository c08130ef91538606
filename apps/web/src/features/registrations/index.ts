import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The registrations area's one public entry: registering a company (Form 201), an ABN and a
// business name.
const page = pagesOf(() => import('./pages'));

export const registrationsFeature: TFeature = {
  name: 'registrations',
  routes: [
    page('solutionsCompany', 'app', (p) => p.CompanyRegistrationPage),
    page('newRegistration', 'app', (p) => p.NewRegistrationPage),
    page('registerAbn', 'app', (p) => p.RegisterAbnPage),
    // The lawyer's New Registrations submenu (SPEC §2.2) links here: the same forms.
    page('solutionsAbn', 'app', (p) => p.RegisterAbnPage),
    page('solutionsBusinessName', 'app', (p) => p.RegisterBusinessNamePage),
    page('abnApplication', 'app', (p) => p.RegisterAbnPage),
    page('registerBusinessName', 'app', (p) => p.RegisterBusinessNamePage),
    page('solutionsTrademark', 'app', (p) => p.TrademarkPage),
  ],
};

// For the company application page (/companies/application/{id}/retrieve) to show the
// application itself alongside its plan offer.
export { useCompanyApplication } from './api/company-application';
export { CompanyApplicationWizard } from './components/company-application-wizard';
