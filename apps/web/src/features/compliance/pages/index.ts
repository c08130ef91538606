export {
  AccountingPlansPage,
  AccountingTaxPlansPage,
  ConsultationsBusinessPage,
  ConsultationsManageMyBusinessPage,
  TaxCompliancePage,
} from './accounting-tax-pages';
export { CompliancePlansPage, ManageCompliancePage } from './compliance-pages';
