import { pagesOf, type TFeature } from '../../lib/feature-routes';

const pages = pagesOf(() => import('./pages'));

/** Company changes lodged with ASIC (Form 484) and the annual company review. */
export const companyChangesFeature: TFeature = {
  name: 'company-changes',
  routes: [
    pages('companyChangeSelectCompany', 'app', (p) => p.SelectCompanyPage),
    pages('companyChangeSelectChanges', 'app', (p) => p.SelectChangesPage),
    pages('companyChange', 'app', (p) => p.CompanyChangePage),
    pages('companyChangeComparison', 'open', (p) => p.ChangeComparisonPage),
    pages('companyReviewWhatToExpect', 'app', (p) => p.ReviewWhatToExpectPage),
    pages('companyReviewCheck', 'app', (p) => p.ReviewCheckPage),
    pages('companyReviewComplete', 'app', (p) => p.ReviewCompletePage),
  ],
};
