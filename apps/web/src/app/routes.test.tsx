import {
  CUSTOMER_AVATAR_MENU,
  CUSTOMER_NAVIGATION,
  LAWYER_AVATAR_MENU,
  LAWYER_NAVIGATION,
  type TNavItem,
} from '@app/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROCESS, SIGNER_SESSION } from '../features/esign/test/esign-test-kit';
import { TEAM } from '../features/teams/test/team-test-kit';
import { paths } from '../paths';
import { renderApp } from '../test/render-app';

// One example per builder. Typed over every key of `paths`, so a new route without an
// example here fails the type check rather than escaping the test.
const EXAMPLES: Record<keyof typeof paths, string> = {
  signIn: paths.signIn(),
  signUp: paths.signUp(),
  forgotPassword: paths.forgotPassword(),
  resetPassword: paths.resetPassword('token-1'),
  verifyEmail: paths.verifyEmail('token-1', { next: '/documents/my-documents' }),
  terms: paths.terms(),
  privacy: paths.privacy(),
  home: paths.home(),
  dashboard: paths.dashboard(),
  ai: paths.ai({ mode: 'ask' }),
  aiReviewDocument: paths.aiReviewDocument('doc-1', 'https://files.example/preview?id=1&x=2'),
  myDocuments: paths.myDocuments(),
  documentLibrary: paths.documentLibrary({ filter: 'popular' }),
  myCompanyDocuments: paths.myCompanyDocuments('app-1'),
  documentEditor: paths.documentEditor('doc-1'),
  documentQuestionnaire: paths.documentQuestionnaire('doc-1'),
  manageMyBusiness: paths.manageMyBusiness({ company: true }),
  companyDetails: paths.companyDetails('c-1'),
  companyShareholders: paths.companyShareholders('c-1'),
  companyVirtualOffice: paths.companyVirtualOffice('c-1', 'vo-1'),
  businessDetails: paths.businessDetails('b-1'),
  businessDocuments: paths.businessDocuments('b-1'),
  businessVirtualOffice: paths.businessVirtualOffice('b-1', 'vo-1'),
  manageVirtualOffice: paths.manageVirtualOffice('vo-1'),
  virtualOffice: paths.virtualOffice(),
  companyChangeComparison: paths.companyChangeComparison(),
  compliancePlans: paths.compliancePlans(),
  addMyOwnBusinessInfo: paths.addMyOwnBusinessInfo(),
  companyApplicationRetrieve: paths.companyApplicationRetrieve('app-1'),
  companyChange: paths.companyChange('ch-1'),
  registerAbn: paths.registerAbn({ applicationId: 'app-1' }),
  registerBusinessName: paths.registerBusinessName(),
  newRegistration: paths.newRegistration(),
  companyChangeSelectChanges: paths.companyChangeSelectChanges({
    businessId: 'b-1',
    changeId: 'c',
  }),
  companyChangeSelectCompany: paths.companyChangeSelectCompany(),
  abnApplication: paths.abnApplication('a', 'b'),
  solutionsCompany: paths.solutionsCompany(),
  solutionsAbn: paths.solutionsAbn(),
  solutionsBusinessName: paths.solutionsBusinessName(),
  solutionsVirtualOffice: paths.solutionsVirtualOffice(),
  solutionsTrademark: paths.solutionsTrademark(),
  manageCompliance: paths.manageCompliance(),
  companyReviewWhatToExpect: paths.companyReviewWhatToExpect('b-1'),
  companyReviewComplete: paths.companyReviewComplete('r-1'),
  companyReviewCheck: paths.companyReviewCheck({
    businessId: 'b-1',
    reviewDate: '2025-06-30',
    reviewId: 'r-1',
  }),
  consultations: paths.consultations(),
  myConsultations: paths.myConsultations({ firstLoad: true }),
  accountingTaxPlans: paths.accountingTaxPlans(),
  accountingPlans: paths.accountingPlans(),
  taxCompliance: paths.taxCompliance(),
  newConsultation: paths.newConsultation(),
  consultationsManageMyBusiness: paths.consultationsManageMyBusiness(),
  consultationsBusiness: paths.consultationsBusiness('b-1'),
  lawyerConsultations: paths.lawyerConsultations(),
  myWorkflows: paths.myWorkflows({ firstLoad: true }),
  customiseWorkflow: paths.customiseWorkflow('w-1'),
  quotes: paths.quotes({ firstLoad: true }),
  myBriefs: paths.myBriefs('closed'),
  quickQuoteMessages: paths.quickQuoteMessages(),
  myClients: paths.myClients(),
  myClientsPayouts: paths.myClientsPayouts(),
  myQuotesGuidelines: paths.myQuotesGuidelines(),
  pricing: paths.pricing({ tab: 'business' }),
  legalPlans: paths.legalPlans({ tab: 'legal' }),
  bundleCreate: paths.bundleCreate({
    planHandles: ['essentials-quarterly', 'virtual-office-quarterly'],
    step: 'payment',
    billingCycle: 'quarterly',
  }),
  adviceSale: paths.adviceSale(),
  upgradeEssPromo: paths.upgradeEssPromo(),
  upgradePpdPromo: paths.upgradePpdPromo(),
  aboutEssentials: paths.aboutEssentials(),
  subscriptionPlanAgreement: paths.subscriptionPlanAgreement({
    callback: '/settings/subscriptions',
    subscriptionId: 's-1',
  }),
  paymentSuccess: paths.paymentSuccess({ type: 'virtualOffice', virtualOfficeId: 'vo-1' }),
  checkout: paths.checkout('standard-annual-plan-current', { coupon: 'ESSENTIALSPROMO130' }),
  partnerOffers: paths.partnerOffers(),
  partnerOffersBanking: paths.partnerOffersBanking(),
  referralProgram: paths.referralProgram(),
  helpCentre: paths.helpCentre(),
  helpCentreGuide: paths.helpCentreGuide('gst-registration'),
  esign: paths.esign('sp-1', { token: 't-1', callbackUrl: '/documents/my-documents' }),
  esignSend: paths.esignSend('doc-1'),
  esignProcess: paths.esignProcess('sp-1'),
  esignWebhooks: paths.esignWebhooks(),
  esignVerify: paths.esignVerify(),
  goToFolder: paths.goToFolder('f-1', { fallback: '/documents/my-documents', source: 'email' }),
  settingsSubscriptions: paths.settingsSubscriptions(),
  settingsPersonalDetails: paths.settingsPersonalDetails(),
  settingsTeamMember: paths.settingsTeamMember(),
  teamInvite: paths.teamInvite('token-1'),
  settingsEmail: paths.settingsEmail(),
  settingsEmailConfirm: paths.settingsEmailConfirm('token-1'),
  settingsPassword: paths.settingsPassword(),
  settingsSessions: paths.settingsSessions(),
  settingsDeleteAccount: paths.settingsDeleteAccount(),
  adminFigures: paths.adminFigures(),
  adminUsers: paths.adminUsers(),
  adminOutbox: paths.adminOutbox(),
  adminReferralPayouts: paths.adminReferralPayouts(),
  adminSupport: paths.adminSupport(),
};

// Parents that only open a submenu may point outside (About), so keep app paths only.
function internalTargets(items: readonly TNavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.external || !item.to.startsWith('/') ? [] : [item.to]),
    ...internalTargets(item.children ?? []),
  ]);
}

async function expectPageAt(router: ReturnType<typeof renderApp>['router'], url: string) {
  await act(() => router.navigate(url));
  await waitFor(() =>
    expect(screen.queryAllByRole('heading', { level: 1 }).length, url).toBeGreaterThan(0),
  );
  expect(screen.queryByText('Page not found'), url).toBeNull();
}

describe('route registry', () => {
  it('resolves every route of SPEC §2 to a page, never the 404', async () => {
    // The referral page asks for the customer's partner key, and the signing pages for their
    // process, session and allowance: none of them is ever null.
    const { router } = renderApp('/', {
      graphql: {
        CreatePartner: { createPartner: 'pk_1' },
        SignerSession: { signerSession: SIGNER_SESSION },
        SigningProcess: { signingProcess: PROCESS },
        SigningProcessesForDocument: { signingProcessesForDocument: [] },
        EsignAllowance: { esignAllowance: { unlimited: false, freeRemaining: 1 } },
        EsignWebhooks: { esignWebhooks: [] },
        MyTeam: { myTeam: TEAM },
        TeamInvite: {
          teamInvite: {
            email: 'ann@example.com',
            firstName: 'Ann',
            sender: 'Alex',
            expired: false,
          },
        },
      },
    });
    await screen.findByTestId('sidebar');
    for (const url of Object.values(EXAMPLES)) await expectPageAt(router, url);
    // Every page's code is loaded (and transformed) for the first time here, one after another.
  }, 180_000);

  it('resolves every navigation and avatar-menu target', async () => {
    const { router } = renderApp('/');
    await screen.findByTestId('sidebar');
    const targets = [
      ...internalTargets(CUSTOMER_NAVIGATION),
      ...internalTargets(LAWYER_NAVIGATION),
      ...[...CUSTOMER_AVATAR_MENU, ...LAWYER_AVATAR_MENU].flatMap((item) => item.to ?? []),
    ];
    for (const url of targets) await expectPageAt(router, url);
  }, 120_000);

  it('builds links exactly as the spec writes them', () => {
    expect(EXAMPLES.bundleCreate).toBe(
      '/pricing/bundle/create?init_cart=essentials-quarterly+virtual-office-quarterly&step=payment&billing_cycle=quarterly',
    );
    expect(paths.documentLibrary({ q: 'lease & licence' })).toBe(
      '/documents/document-library?q=lease%20%26%20licence',
    );
    expect(EXAMPLES.aiReviewDocument).toBe(
      '/ai/review-document/?documentId=doc-1&previewUrl=https%3A%2F%2Ffiles.example%2Fpreview%3Fid%3D1%26x%3D2',
    );
    expect(paths.companyVirtualOffice('c 1', 'vo/2')).toBe(
      '/businesses/manage-my-business/company/c%201/vo/vo%2F2',
    );
  });

  it.each([
    [paths.solutionsAbn(), 'Apply for an ABN'],
    [paths.solutionsBusinessName(), 'Register a business name'],
    [paths.solutionsVirtualOffice(), 'Virtual Office'],
  ])('serves the working page at %s, not a placeholder', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText(/is not available yet/)).toBeNull();
  });

  it('shows a placeholder with the section title for areas not built yet', async () => {
    renderApp(paths.companyDetails('c-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeTruthy();
    expect(screen.getByText('Company details is not available yet.')).toBeTruthy();
  });

  it.each([
    '/businesses/manage-my-business?company=true',
    '/quotes?first-load=true',
    '/legal-solutions/my-workflows?first-load=true',
    '/consultations/my-consultations?first-load=true',
  ])('keeps the query string of %s on the page and through sign-in', async (url) => {
    const shown = renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    expect(`${shown.router.state.location.pathname}${shown.router.state.location.search}`).toBe(
      url,
    );
    shown.unmount();
    window.localStorage.clear();

    const signedOut = renderApp(url, { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(signedOut.router.state.location.search).toBe(`?next=${encodeURIComponent(url)}`);
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    renderApp('/no-such-page/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('sends signed-out users to sign-in with the page to come back to', async () => {
    const { router } = renderApp('/documents/my-documents?tab=recent', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/documents/my-documents?tab=recent')}`,
    );
  });
});
