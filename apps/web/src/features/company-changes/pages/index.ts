export { ChangeComparisonPage } from './change-comparison-page';
export { CompanyChangePage } from './company-change-page';
export { ReviewCheckPage, ReviewCompletePage, ReviewWhatToExpectPage } from './review-pages';
export { SelectChangesPage } from './select-changes-page';
export { SelectCompanyPage } from './select-company-page';
