import type { TRouteKey } from '../paths';

/**
 * The one table of page titles (SPEC §2.3): the header and the browser title show the
 * navigation section a page belongs to, and this title for pages outside the navigation
 * (checkout, settings, the sale pages, the assistant). Typed over every route key, so a new
 * route without a title fails the build.
 */
export const ROUTE_TITLES: Record<TRouteKey, string> = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset password',
  verifyEmail: 'Confirm email',
  terms: 'Terms of service',
  privacy: 'Privacy policy',

  home: 'Home',
  dashboard: 'Dashboard',
  ai: 'AI assistant',
  aiReviewDocument: 'AI document review',

  myDocuments: 'Documents',
  documentLibrary: 'Document library',
  myCompanyDocuments: 'Company documents',
  documentEditor: 'Document editor',
  documentQuestionnaire: 'Documents',

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
  companyApplicationRetrieve: 'Company application',
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

  pricing: 'Products & Pricing',
  legalPlans: 'Legal plans',
  bundleCreate: 'Create a bundle',
  adviceSale: 'Legal Advice sale',
  upgradeEssPromo: 'Essentials upgrade offer',
  upgradePpdPromo: 'Pay-per-document upgrade offer',
  aboutEssentials: 'About Essentials',
  subscriptionPlanAgreement: 'Subscription plan agreement',
  // Neutral: the same page confirms a $0 trial, which must never read as a payment.
  paymentSuccess: 'Order confirmed',
  checkout: 'Checkout',

  partnerOffers: 'Partner Offers',
  partnerOffersBanking: 'Banking offers',
  referralProgram: 'Referral program',
  helpCentre: 'Help centre',
  helpCentreGuide: 'Help centre',

  esign: 'E-sign',
  esignVerify: 'Verify a signed PDF',
  esignSend: 'Sign and send',
  esignProcess: 'Signing',
  esignWebhooks: 'Webhooks',
  goToFolder: 'Documents',

  settingsSubscriptions: 'Account settings',
  settingsPersonalDetails: 'Personal details',
  settingsTeamMember: 'Team members',
  teamInvite: 'Team invitation',
  settingsEmail: 'Email address',
  settingsEmailConfirm: 'Confirm new email',
  settingsPassword: 'Password',
  settingsSessions: 'Sessions',
  settingsDeleteAccount: 'Delete account',

  adminFigures: 'Business figures',
  adminUsers: 'Users',
  adminOutbox: 'Outbox',
  adminReferralPayouts: 'Referral payouts',
  adminSupport: 'Support inbox',
};

/** A route's handle: the title the header and the browser title fall back to. */
export function titled(key: TRouteKey): { title: string } {
  return { title: ROUTE_TITLES[key] };
}
