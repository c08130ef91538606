import { Outlet, type RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '../paths';
import { FullPageLoader } from './pages/full-page-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { placeholderRoutes } from './placeholder-routes';
import { titled } from './route-titles';

// Each area's pages load on first visit (one chunk per area), so the first page stays small.
const accountPages = () => import('../features/account/pages');
const settingsPages = () => import('../features/account/pages/settings-pages');
const homePages = () => import('../features/home/pages');
const adminPages = () => import('../features/admin/pages');
const documentsPages = () => import('../features/documents/pages');
const billingPages = () => import('../features/billing/pages');
// The frames around the pages load the same way: the signed-in one is not needed to sign
// in, and each page's chunk is fetched alongside its frame's, not after it.
const signedInFrame = () => import('./signed-in-frame');
const openFrame = () => import('./layout/public-layout');
const notFoundPage = () => import('./pages/not-found-page');
const legalPages = () => import('../features/legal-pages/pages');

const publicRoutes: RouteObject[] = [
  {
    path: ROUTE_PATTERNS.signIn,
    handle: titled('signIn'),
    lazy: async () => ({ Component: (await accountPages()).SignInPage }),
  },
  {
    path: ROUTE_PATTERNS.signUp,
    handle: titled('signUp'),
    lazy: async () => ({ Component: (await accountPages()).SignUpPage }),
  },
  {
    path: ROUTE_PATTERNS.forgotPassword,
    handle: titled('forgotPassword'),
    lazy: async () => ({ Component: (await accountPages()).ForgotPasswordPage }),
  },
  {
    path: ROUTE_PATTERNS.resetPassword,
    handle: titled('resetPassword'),
    lazy: async () => ({ Component: (await accountPages()).ResetPasswordPage }),
  },
  {
    path: ROUTE_PATTERNS.verifyEmail,
    handle: titled('verifyEmail'),
    lazy: async () => ({ Component: (await accountPages()).VerifyEmailPage }),
  },
];

const appAreaRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled('home'),
    lazy: async () => ({ Component: (await homePages()).HomePage }),
  },
  {
    path: ROUTE_PATTERNS.adminUsers,
    handle: titled('adminUsers'),
    lazy: async () => ({ Component: (await adminPages()).AdminUsersPage }),
  },
  {
    path: ROUTE_PATTERNS.adminOutbox,
    handle: titled('adminOutbox'),
    lazy: async () => ({ Component: (await adminPages()).AdminOutboxPage }),
  },
  {
    path: ROUTE_PATTERNS.myDocuments,
    handle: titled('myDocuments'),
    lazy: async () => ({ Component: (await documentsPages()).MyDocumentsPage }),
  },
  {
    path: ROUTE_PATTERNS.documentQuestionnaire,
    handle: titled('documentQuestionnaire'),
    lazy: async () => ({ Component: (await documentsPages()).QuestionnairePage }),
  },
  {
    path: ROUTE_PATTERNS.documentLibrary,
    handle: titled('documentLibrary'),
    lazy: async () => ({ Component: (await documentsPages()).DocumentLibraryPage }),
  },
  {
    path: ROUTE_PATTERNS.goToFolder,
    handle: titled('goToFolder'),
    lazy: async () => ({ Component: (await documentsPages()).GoToFolderPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsSubscriptions,
    handle: titled('settingsSubscriptions'),
    lazy: async () => ({ Component: (await billingPages()).SubscriptionsSettingsPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsPersonalDetails,
    handle: titled('settingsPersonalDetails'),
    lazy: async () => ({ Component: (await settingsPages()).SettingsPersonalDetailsPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsEmail,
    handle: titled('settingsEmail'),
    lazy: async () => ({ Component: (await settingsPages()).SettingsEmailPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsEmailConfirm,
    handle: titled('settingsEmailConfirm'),
    lazy: async () => ({ Component: (await settingsPages()).SettingsEmailConfirmPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsPassword,
    handle: titled('settingsPassword'),
    lazy: async () => ({ Component: (await settingsPages()).SettingsPasswordPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsSessions,
    handle: titled('settingsSessions'),
    lazy: async () => ({ Component: (await settingsPages()).SettingsSessionsPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsDeleteAccount,
    handle: titled('settingsDeleteAccount'),
    lazy: async () => ({ Component: (await settingsPages()).SettingsDeleteAccountPage }),
  },
  {
    path: ROUTE_PATTERNS.subscriptionPlanAgreement,
    handle: titled('subscriptionPlanAgreement'),
    lazy: async () => ({ Component: (await billingPages()).SubscriptionAgreementPage }),
  },
  {
    path: ROUTE_PATTERNS.checkout,
    handle: titled('checkout'),
    lazy: async () => ({ Component: (await billingPages()).CheckoutPage }),
  },
  {
    path: ROUTE_PATTERNS.paymentSuccess,
    handle: titled('paymentSuccess'),
    lazy: async () => ({ Component: (await billingPages()).PaymentSuccessPage }),
  },
  {
    path: ROUTE_PATTERNS.bundleCreate,
    handle: titled('bundleCreate'),
    lazy: async () => ({ Component: (await billingPages()).BundleCreatePage }),
  },
  {
    path: ROUTE_PATTERNS.companyApplicationRetrieve,
    handle: titled('companyApplicationRetrieve'),
    lazy: async () => ({ Component: (await billingPages()).CompanyApplicationPage }),
  },
  ...placeholderRoutes,
  {
    path: '*',
    handle: { title: 'Page not found' },
    lazy: async () => ({ Component: (await notFoundPage()).NotFoundPage }),
  },
];

// Plans, prices and the legal pages are for visitors too: the app frame when signed in, a
// light one otherwise.
const openRoutes: RouteObject[] = [
  {
    path: ROUTE_PATTERNS.terms,
    handle: titled('terms'),
    lazy: async () => ({ Component: (await legalPages()).TermsPage }),
  },
  {
    path: ROUTE_PATTERNS.privacy,
    handle: titled('privacy'),
    lazy: async () => ({ Component: (await legalPages()).PrivacyPage }),
  },
  {
    path: ROUTE_PATTERNS.pricing,
    handle: titled('pricing'),
    lazy: async () => ({ Component: (await billingPages()).PricingPage }),
  },
  {
    path: ROUTE_PATTERNS.legalPlans,
    handle: titled('legalPlans'),
    lazy: async () => ({ Component: (await billingPages()).LegalPlansPage }),
  },
  {
    path: ROUTE_PATTERNS.adviceSale,
    handle: titled('adviceSale'),
    lazy: async () => ({ Component: (await billingPages()).AdviceSalePage }),
  },
  {
    path: ROUTE_PATTERNS.upgradeEssPromo,
    handle: titled('upgradeEssPromo'),
    lazy: async () => ({ Component: (await billingPages()).UpgradeEssPromoPage }),
  },
  {
    path: ROUTE_PATTERNS.upgradePpdPromo,
    handle: titled('upgradePpdPromo'),
    lazy: async () => ({ Component: (await billingPages()).UpgradePpdPromoPage }),
  },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...publicRoutes,
      {
        lazy: async () => ({ Component: (await openFrame()).OpenLayout }),
        children: openRoutes,
      },
      {
        lazy: async () => ({ Component: (await signedInFrame()).SignedInFrame }),
        children: appAreaRoutes,
      },
    ],
  },
];
