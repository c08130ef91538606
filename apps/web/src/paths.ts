import type { TAiMode } from '@app/domain';

// The typed route registry: every route of SPEC §2 as a router pattern and as a builder.
// Screens build links with `paths.x(...)` only, so a renamed route breaks the build rather
// than a link; the router mounts ROUTE_PATTERNS.

type TQueryValue = string | number | boolean | null | undefined;

/** encodeURIComponent for keys and values; empty values are left out. */
function withQuery(path: string, params: Record<string, TQueryValue>): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const BRIEF_STATUSES = ['new', 'quoted', 'won', 'closed'] as const;
export type TBriefStatus = (typeof BRIEF_STATUSES)[number];

export const PAYMENT_SUCCESS_TYPES = [
  'tax',
  'accounting',
  'legal',
  'essentials',
  'ppd',
  'virtualOfficeCompany',
  'virtualOffice',
] as const;
export type TPaymentSuccessType = (typeof PAYMENT_SUCCESS_TYPES)[number];

export type TBillingCycle = 'quarterly' | 'upfront';

const MMB = '/businesses/manage-my-business';

export const ROUTE_PATTERNS = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  terms: '/terms',
  privacy: '/privacy',

  home: '/',
  dashboard: '/dashboard',
  ai: '/ai',
  aiReviewDocument: '/ai/review-document',

  myDocuments: '/documents/my-documents',
  documentLibrary: '/documents/document-library',
  myCompanyDocuments: '/documents/my-company-documents/:applicationId',
  documentEditor: '/documents/editor/*',
  documentQuestionnaire: '/documents/questionnaire/:documentId',

  manageMyBusiness: MMB,
  companyDetails: `${MMB}/company/:companyId/details`,
  companyShareholders: `${MMB}/company/:companyId/shareholders`,
  companyVirtualOffice: `${MMB}/company/:companyId/vo/:virtualOfficeId`,
  businessDetails: `${MMB}/business/:businessId/details`,
  businessDocuments: `${MMB}/business/:businessId/documents`,
  businessVirtualOffice: `${MMB}/business/:businessId/vo/:virtualOfficeId`,
  manageVirtualOffice: `${MMB}/virtual-office/:virtualOfficeId`,
  virtualOffice: '/businesses/virtual-office',
  companyChangeComparison: '/businesses/companies/change-comparison',
  compliancePlans: '/businesses/companies/compliance-plans',
  addMyOwnBusinessInfo: '/businesses/add-my-own-business-info',
  companyApplicationRetrieve: '/companies/application/:applicationId/retrieve',
  companyChange: '/companies/company-change/:changeId',
  registerAbn: '/register-abn',
  registerBusinessName: '/register-business-name',
  newRegistration: '/registration/new-registration',
  companyChangeSelectChanges: '/company-change/select-changes',
  companyChangeSelectCompany: '/company-change/select-company',
  abnApplication: '/abn/application/:first/:second',
  solutionsCompany: '/solutions/business-solutions/company',
  solutionsAbn: '/solutions/business-solutions/abn',
  solutionsBusinessName: '/solutions/business-solutions/business-name',
  solutionsVirtualOffice: '/solutions/business-solutions/virtual-office',
  solutionsTrademark: '/solutions/trademark',

  manageCompliance: '/compliance/manage-compliance',
  companyReviewWhatToExpect: '/company-review/business/what-to-expect/:businessId',
  companyReviewComplete: '/company-review/:reviewId/complete',
  companyReviewCheck: '/company-review/check',

  consultations: '/consultations',
  myConsultations: '/consultations/my-consultations',
  accountingTaxPlans: '/consultations/accounting-tax-plans',
  accountingPlans: '/consultations/accounting-plans',
  taxCompliance: '/consultations/tax-compliance',
  newConsultation: '/consultations/new-consultation',
  consultationsManageMyBusiness: '/consultations/manage-my-business',
  consultationsBusiness: '/consultations/manage-my-business/:businessId/business',
  lawyerConsultations: '/lawyer-consultations',

  myWorkflows: '/legal-solutions/my-workflows',
  customiseWorkflow: '/legal-solutions/customise-workflow/:workflowId',

  quotes: '/quotes',
  myBriefsNew: '/my-briefs/new',
  myBriefsQuoted: '/my-briefs/quoted',
  myBriefsWon: '/my-briefs/won',
  myBriefsClosed: '/my-briefs/closed',
  quickQuoteMessages: '/quick-quote/messages',
  myClients: '/my-clients',
  myClientsPayouts: '/my-clients/payouts',
  myQuotesGuidelines: '/my-quotes/guidelines',

  pricing: '/pricing',
  legalPlans: '/legal-plans',
  bundleCreate: '/pricing/bundle/create',
  adviceSale: '/sale/advice-sale',
  upgradeEssPromo: '/sale/upgrade-ess-promo',
  upgradePpdPromo: '/sale/upgrade-ppd-promo',
  aboutEssentials: '/about/essentials',
  subscriptionPlanAgreement: '/subscription-plan-agreement',
  paymentSuccess: '/payment-success',
  checkout: '/checkout/:planHandle',

  partnerOffers: '/partner-offers',
  partnerOffersBanking: '/partner-offers/banking',
  referralProgram: '/referral-program',
  helpCentre: '/help-centre',
  helpCentreGuide: '/help-centre/:slug',

  esign: '/esign/:processId',
  esignVerify: '/esign/verify',
  esignSend: '/documents/:documentId/sign',
  esignProcess: '/documents/signing/:processId',
  esignWebhooks: '/settings/webhooks',
  goToFolder: '/go-to/folder/:folderId',

  settingsSubscriptions: '/settings/subscriptions',
  settingsPersonalDetails: '/settings/personal-details',
  settingsTeamMember: '/settings/team-member',
  teamInvite: '/team-invite',
  settingsEmail: '/settings/email',
  settingsEmailConfirm: '/settings/email/confirm',
  settingsPassword: '/settings/password',
  settingsSessions: '/settings/sessions',
  settingsDeleteAccount: '/settings/delete-account',

  adminFigures: '/admin',
  adminUsers: '/admin/users',
  adminOutbox: '/admin/outbox',
  adminReferralPayouts: '/admin/referral-payouts',
  adminSupport: '/admin/support',
} as const;

export type TRouteKey = keyof typeof ROUTE_PATTERNS;

const R = ROUTE_PATTERNS;

export const paths = {
  signIn: (opts: { next?: string } = {}) => withQuery(R.signIn, { next: opts.next }),
  signUp: (opts: { next?: string } = {}) => withQuery(R.signUp, { next: opts.next }),
  forgotPassword: () => R.forgotPassword,
  resetPassword: (token?: string) => withQuery(R.resetPassword, { token }),
  verifyEmail: (token?: string, opts: { next?: string } = {}) =>
    withQuery(R.verifyEmail, { token, next: opts.next }),
  terms: () => R.terms,
  privacy: () => R.privacy,

  home: () => R.home,
  dashboard: () => R.dashboard,
  ai: (opts: { mode?: TAiMode } = {}) => withQuery(R.ai, { mode: opts.mode }),
  // SPEC §2.3.1 spells this one with a slash before the query.
  aiReviewDocument: (documentId: string, previewUrl: string) =>
    withQuery(`${R.aiReviewDocument}/`, { documentId, previewUrl }),

  /** folder: open My documents in one of the customer's folders. */
  myDocuments: (opts: { folder?: string } = {}) =>
    withQuery(R.myDocuments, { folder: opts.folder }),
  documentLibrary: (opts: { q?: string; filter?: 'popular' } = {}) =>
    withQuery(R.documentLibrary, { q: opts.q, filter: opts.filter }),
  myCompanyDocuments: (applicationId: string) =>
    `/documents/my-company-documents/${seg(applicationId)}`,
  documentEditor: (documentId: string) => `/documents/editor/${seg(documentId)}`,
  documentQuestionnaire: (documentId: string) => `/documents/questionnaire/${seg(documentId)}`,

  manageMyBusiness: (opts: { company?: boolean } = {}) => withQuery(MMB, { company: opts.company }),
  companyDetails: (companyId: string) => `${MMB}/company/${seg(companyId)}/details`,
  companyShareholders: (companyId: string) => `${MMB}/company/${seg(companyId)}/shareholders`,
  companyVirtualOffice: (companyId: string, virtualOfficeId: string) =>
    `${MMB}/company/${seg(companyId)}/vo/${seg(virtualOfficeId)}`,
  businessDetails: (businessId: string) => `${MMB}/business/${seg(businessId)}/details`,
  businessDocuments: (businessId: string) => `${MMB}/business/${seg(businessId)}/documents`,
  businessVirtualOffice: (businessId: string, virtualOfficeId: string) =>
    `${MMB}/business/${seg(businessId)}/vo/${seg(virtualOfficeId)}`,
  manageVirtualOffice: (virtualOfficeId: string) => `${MMB}/virtual-office/${seg(virtualOfficeId)}`,
  virtualOffice: () => R.virtualOffice,
  companyChangeComparison: () => R.companyChangeComparison,
  compliancePlans: () => R.compliancePlans,
  addMyOwnBusinessInfo: () => R.addMyOwnBusinessInfo,
  companyApplicationRetrieve: (applicationId: string) =>
    `/companies/application/${seg(applicationId)}/retrieve`,
  companyChange: (changeId: string) => `/companies/company-change/${seg(changeId)}`,
  registerAbn: (opts: { applicationId?: string } = {}) =>
    withQuery(R.registerAbn, { applicationId: opts.applicationId }),
  registerBusinessName: (opts: { applicationId?: string } = {}) =>
    withQuery(R.registerBusinessName, { applicationId: opts.applicationId }),
  newRegistration: () => R.newRegistration,
  companyChangeSelectChanges: (opts: { businessId: string; changeId?: string }) =>
    withQuery(R.companyChangeSelectChanges, {
      businessId: opts.businessId,
      changeId: opts.changeId,
    }),
  companyChangeSelectCompany: () => R.companyChangeSelectCompany,
  abnApplication: (first: string, second: string) =>
    `/abn/application/${seg(first)}/${seg(second)}`,
  solutionsCompany: () => R.solutionsCompany,
  solutionsAbn: () => R.solutionsAbn,
  solutionsBusinessName: () => R.solutionsBusinessName,
  solutionsVirtualOffice: () => R.solutionsVirtualOffice,
  solutionsTrademark: () => R.solutionsTrademark,

  manageCompliance: () => R.manageCompliance,
  companyReviewWhatToExpect: (businessId: string) =>
    `/company-review/business/what-to-expect/${seg(businessId)}`,
  companyReviewComplete: (reviewId: string) => `/company-review/${seg(reviewId)}/complete`,
  companyReviewCheck: (opts: { businessId: string; reviewDate: string; reviewId: string }) =>
    withQuery(`${R.companyReviewCheck}/`, opts),

  consultations: () => R.consultations,
  myConsultations: (opts: { firstLoad?: boolean } = {}) =>
    withQuery(R.myConsultations, { 'first-load': opts.firstLoad }),
  accountingTaxPlans: () => R.accountingTaxPlans,
  accountingPlans: () => R.accountingPlans,
  taxCompliance: () => R.taxCompliance,
  newConsultation: () => R.newConsultation,
  consultationsManageMyBusiness: () => R.consultationsManageMyBusiness,
  consultationsBusiness: (businessId: string) =>
    `/consultations/manage-my-business/${seg(businessId)}/business`,
  lawyerConsultations: () => R.lawyerConsultations,

  myWorkflows: (opts: { firstLoad?: boolean } = {}) =>
    withQuery(R.myWorkflows, { 'first-load': opts.firstLoad }),
  customiseWorkflow: (workflowId: string) =>
    `/legal-solutions/customise-workflow/${seg(workflowId)}`,

  quotes: (opts: { firstLoad?: boolean } = {}) =>
    withQuery(R.quotes, { 'first-load': opts.firstLoad }),
  myBriefs: (status: TBriefStatus) => `/my-briefs/${status}`,
  quickQuoteMessages: () => R.quickQuoteMessages,
  myClients: () => R.myClients,
  myClientsPayouts: () => R.myClientsPayouts,
  myQuotesGuidelines: () => R.myQuotesGuidelines,

  pricing: (opts: { tab?: string; coupon?: string } = {}) =>
    withQuery(R.pricing, { tab: opts.tab, coupon: opts.coupon }),
  legalPlans: (opts: { tab?: string } = {}) => withQuery(R.legalPlans, { tab: opts.tab }),
  // Plan handles are joined by a literal '+', as SPEC §2.3.1 writes the link.
  bundleCreate: (opts: {
    planHandles: string[];
    step?: 'payment';
    billingCycle?: TBillingCycle;
  }) => {
    const cart = opts.planHandles.map(encodeURIComponent).join('+');
    const rest = withQuery('', { step: opts.step, billing_cycle: opts.billingCycle });
    return `${R.bundleCreate}?init_cart=${cart}${rest ? `&${rest.slice(1)}` : ''}`;
  },
  adviceSale: () => R.adviceSale,
  upgradeEssPromo: () => R.upgradeEssPromo,
  upgradePpdPromo: () => R.upgradePpdPromo,
  aboutEssentials: () => R.aboutEssentials,
  subscriptionPlanAgreement: (opts: { callback: string; subscriptionId: string }) =>
    withQuery(R.subscriptionPlanAgreement, opts),
  paymentSuccess: (opts: {
    type: TPaymentSuccessType;
    virtualOfficeId?: string;
    origin?: string;
  }) => withQuery(R.paymentSuccess, opts),
  checkout: (
    planHandle: string,
    opts: { assetId?: string; coupon?: string; origin?: string; virtualOfficeId?: string } = {},
  ) => withQuery(`/checkout/${seg(planHandle)}`, opts),

  partnerOffers: () => R.partnerOffers,
  partnerOffersBanking: () => R.partnerOffersBanking,
  referralProgram: () => R.referralProgram,
  helpCentre: () => R.helpCentre,
  helpCentreGuide: (slug: string) => `/help-centre/${seg(slug)}`,

  /** The signer's page; the token comes from the mailed link, callback_url from the sender's site. */
  esign: (processId: string, opts: { token?: string; callbackUrl?: string } = {}) =>
    withQuery(`/esign/${seg(processId)}`, { token: opts.token, callback_url: opts.callbackUrl }),
  /** Public: anyone checks that a signed PDF is unaltered since it was completed here. */
  esignVerify: () => R.esignVerify,
  /** Sign a finished document yourself or send it to others to sign. */
  esignSend: (documentId: string) => `/documents/${seg(documentId)}/sign`,
  /** The sender's view of one signing process: who has signed, the log, the sealed PDF. */
  esignProcess: (processId: string) => `/documents/signing/${seg(processId)}`,
  /** The customer's webhook endpoints for signing events, and their delivery log. */
  esignWebhooks: () => R.esignWebhooks,
  goToFolder: (folderId: string, opts: { fallback?: string; source?: string } = {}) =>
    withQuery(`/go-to/folder/${seg(folderId)}`, opts),

  settingsSubscriptions: () => R.settingsSubscriptions,
  settingsPersonalDetails: () => R.settingsPersonalDetails,
  settingsTeamMember: () => R.settingsTeamMember,
  /** The link mailed to an invited team member. */
  teamInvite: (token?: string) => withQuery(R.teamInvite, { token }),
  settingsEmail: () => R.settingsEmail,
  /** The link mailed to a new address; the web page confirms it for the signed-in owner. */
  settingsEmailConfirm: (token: string) => withQuery(R.settingsEmailConfirm, { token }),
  settingsPassword: () => R.settingsPassword,
  settingsSessions: () => R.settingsSessions,
  settingsDeleteAccount: () => R.settingsDeleteAccount,

  adminFigures: () => R.adminFigures,
  adminUsers: () => R.adminUsers,
  adminOutbox: () => R.adminOutbox,
  adminReferralPayouts: () => R.adminReferralPayouts,
  adminSupport: () => R.adminSupport,
} as const;

/** Only same-origin paths may be followed after sign-in; anything else goes home. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return R.home;
  }
  return next;
}
