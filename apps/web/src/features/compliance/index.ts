import { pagesOf, type TFeature } from '../../lib/feature-routes';

const pages = pagesOf(() => import('./pages'));

/** Compliance, accounting and tax plans: buying, attaching to a business, the calendar. */
export const complianceFeature: TFeature = {
  name: 'compliance',
  routes: [
    pages('compliancePlans', 'app', (p) => p.CompliancePlansPage),
    pages('manageCompliance', 'app', (p) => p.ManageCompliancePage),
    pages('accountingTaxPlans', 'app', (p) => p.AccountingTaxPlansPage),
    pages('accountingPlans', 'app', (p) => p.AccountingPlansPage),
    pages('taxCompliance', 'app', (p) => p.TaxCompliancePage),
    pages('consultationsManageMyBusiness', 'app', (p) => p.ConsultationsManageMyBusinessPage),
    pages('consultationsBusiness', 'app', (p) => p.ConsultationsBusinessPage),
  ],
};
