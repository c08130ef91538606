import type { RouteObject } from 'react-router';
import { ROUTE_PATTERNS, type TRouteKey } from '../paths';
import { NotAvailablePage } from './pages/not-available-page';

/** Routes whose screens exist; every other route key must have a placeholder title below. */
export type TBuiltRouteKey =
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'home'
  | 'adminUsers'
  | 'adminOutbox'
  | 'documentLibrary'
  | 'myDocuments'
  | 'documentQuestionnaire'
  | 'goToFolder'
  | 'settingsSubscriptions'
  | 'subscriptionPlanAgreement'
  | 'pricing'
  | 'legalPlans'
  | 'bundleCreate'
  | 'adviceSale'
  | 'upgradeEssPromo'
  | 'upgradePpdPromo'
  | 'paymentSuccess'
  | 'checkout'
  | 'companyApplicationRetrieve';

// Typed over every route key, so adding a route without a screen or a title fails the build.
// An area that gets built removes its keys here and mounts its pages in routes.tsx.
const PLACEHOLDER_TITLES: Record<Exclude<TRouteKey, TBuiltRouteKey>, string> = {
  dashboard: 'Dashboard',
  ai: 'AI assistant',
  aiReviewDocument: 'AI document review',

  myCompanyDocuments: 'Company documents',
  documentEditor: 'Document editor',

  manageMyBusiness: 'Registrations',
  companyDetails: 'Company details',
  companyShareholders: 'Shareholders',
  companyVirtualOffice: 'Company virtual office',
  businessDetails: 'Business details',
  businessDocuments: 'Business documents',
  businessVirtualOffice: 'Business virtual office',
  manageVirtualOffice: 'Manage virtual office',
  virtualOffice: 'Virtual Office',
  companyChangeComparison: 'Company Secretary',
  compliancePlans: 'Compliance plans',
  addMyOwnBusinessInfo: 'Add existing business',
  companyChange: 'Company change',
  registerAbn: 'Register an ABN',
  registerBusinessName: 'Register a business name',
  newRegistration: 'New registration',
  companyChangeSelectChanges: 'Select changes',
  companyChangeSelectCompany: 'Select a company',
  abnApplication: 'ABN application',
  solutionsCompany: 'Register a company',
  solutionsAbn: 'Register an ABN',
  solutionsBusinessName: 'Register a business name',
  solutionsVirtualOffice: 'Get a virtual office',
  solutionsTrademark: 'Register a trademark',

  manageCompliance: 'Compliance',
  companyReviewWhatToExpect: 'Company review',
  companyReviewComplete: 'Company review complete',
  companyReviewCheck: 'Company review check',

  consultations: 'Consultations',
  myConsultations: 'Consultations',
  accountingTaxPlans: 'Accounting & Tax',
  accountingPlans: 'Accounting plans',
  taxCompliance: 'Tax compliance',
  newConsultation: 'New consultation',
  consultationsManageMyBusiness: 'Choose a business',
  consultationsBusiness: 'Business consultations',
  lawyerConsultations: 'Consultations',

  myWorkflows: 'Workflows',
  customiseWorkflow: 'Customise workflow',

  quotes: 'Quotes',
  myBriefsNew: 'New briefs',
  myBriefsQuoted: 'Quoted briefs',
  myBriefsWon: 'Won briefs',
  myBriefsClosed: 'Closed briefs',
  quickQuoteMessages: 'Marketplace Chat',
  myClients: 'My Clients',
  myClientsPayouts: 'Payouts',
  myQuotesGuidelines: 'Community Guidelines',

  aboutEssentials: 'About Essentials',

  partnerOffers: 'Partner Offers',
  partnerOffersBanking: 'Banking offers',
  referralProgram: 'Referral program',
  helpCentre: 'Help centre',

  esign: 'E-sign',

  settingsPersonalDetails: 'Personal details',
  settingsTeamMember: 'Team members',
};

export const placeholderRoutes: RouteObject[] = Object.entries(PLACEHOLDER_TITLES).map(
  ([key, title]) => ({
    path: ROUTE_PATTERNS[key as Exclude<TRouteKey, TBuiltRouteKey>],
    element: <NotAvailablePage title={title} />,
    handle: { title },
  }),
);
