import { Outlet, type RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '../paths';
import { AppLayout } from './layout/app-layout';
import { OpenLayout } from './layout/public-layout';
import { FullPageLoader } from './pages/full-page-loader';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { placeholderRoutes } from './placeholder-routes';
import { RequireAuth } from './require-auth';

// Each area's pages load on first visit (one chunk per area), so the first page stays small.
const accountPages = () => import('../features/account/pages');
const homePages = () => import('../features/home/pages');
const adminPages = () => import('../features/admin/pages');
const documentsPages = () => import('../features/documents/pages');
const billingPages = () => import('../features/billing/pages');

const publicRoutes: RouteObject[] = [
  {
    path: ROUTE_PATTERNS.signIn,
    lazy: async () => ({ Component: (await accountPages()).SignInPage }),
  },
  {
    path: ROUTE_PATTERNS.signUp,
    lazy: async () => ({ Component: (await accountPages()).SignUpPage }),
  },
  {
    path: ROUTE_PATTERNS.forgotPassword,
    lazy: async () => ({ Component: (await accountPages()).ForgotPasswordPage }),
  },
  {
    path: ROUTE_PATTERNS.resetPassword,
    lazy: async () => ({ Component: (await accountPages()).ResetPasswordPage }),
  },
  {
    path: ROUTE_PATTERNS.verifyEmail,
    lazy: async () => ({ Component: (await accountPages()).VerifyEmailPage }),
  },
];

const appAreaRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await homePages()).HomePage }),
  },
  {
    path: ROUTE_PATTERNS.adminUsers,
    handle: { title: 'Users' },
    lazy: async () => ({ Component: (await adminPages()).AdminUsersPage }),
  },
  {
    path: ROUTE_PATTERNS.adminOutbox,
    handle: { title: 'Outbox' },
    lazy: async () => ({ Component: (await adminPages()).AdminOutboxPage }),
  },
  {
    path: ROUTE_PATTERNS.myDocuments,
    handle: { title: 'Documents' },
    lazy: async () => ({ Component: (await documentsPages()).MyDocumentsPage }),
  },
  {
    path: ROUTE_PATTERNS.documentQuestionnaire,
    handle: { title: 'Documents' },
    lazy: async () => ({ Component: (await documentsPages()).QuestionnairePage }),
  },
  {
    path: ROUTE_PATTERNS.documentLibrary,
    handle: { title: 'Document library' },
    lazy: async () => ({ Component: (await documentsPages()).DocumentLibraryPage }),
  },
  {
    path: ROUTE_PATTERNS.goToFolder,
    handle: { title: 'Documents' },
    lazy: async () => ({ Component: (await documentsPages()).GoToFolderPage }),
  },
  {
    path: ROUTE_PATTERNS.settingsSubscriptions,
    handle: { title: 'Account settings' },
    lazy: async () => ({ Component: (await billingPages()).SubscriptionsSettingsPage }),
  },
  {
    path: ROUTE_PATTERNS.subscriptionPlanAgreement,
    handle: { title: 'Subscription plan agreement' },
    lazy: async () => ({ Component: (await billingPages()).SubscriptionAgreementPage }),
  },
  {
    path: ROUTE_PATTERNS.checkout,
    handle: { title: 'Checkout' },
    lazy: async () => ({ Component: (await billingPages()).CheckoutPage }),
  },
  {
    path: ROUTE_PATTERNS.paymentSuccess,
    handle: { title: 'Payment successful' },
    lazy: async () => ({ Component: (await billingPages()).PaymentSuccessPage }),
  },
  {
    path: ROUTE_PATTERNS.bundleCreate,
    handle: { title: 'Create a bundle' },
    lazy: async () => ({ Component: (await billingPages()).BundleCreatePage }),
  },
  {
    path: ROUTE_PATTERNS.companyApplicationRetrieve,
    handle: { title: 'Company application' },
    lazy: async () => ({ Component: (await billingPages()).CompanyApplicationPage }),
  },
  ...placeholderRoutes,
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
];

// Plans and prices are for visitors too: the app frame when signed in, a light one otherwise.
const openRoutes: RouteObject[] = [
  {
    path: ROUTE_PATTERNS.pricing,
    handle: { title: 'Products & Pricing' },
    lazy: async () => ({ Component: (await billingPages()).PricingPage }),
  },
  {
    path: ROUTE_PATTERNS.legalPlans,
    handle: { title: 'Legal plans' },
    lazy: async () => ({ Component: (await billingPages()).LegalPlansPage }),
  },
  {
    path: ROUTE_PATTERNS.adviceSale,
    handle: { title: 'Legal Advice sale' },
    lazy: async () => ({ Component: (await billingPages()).AdviceSalePage }),
  },
  {
    path: ROUTE_PATTERNS.upgradeEssPromo,
    handle: { title: 'Essentials upgrade offer' },
    lazy: async () => ({ Component: (await billingPages()).UpgradeEssPromoPage }),
  },
  {
    path: ROUTE_PATTERNS.upgradePpdPromo,
    handle: { title: 'Pay-per-document upgrade offer' },
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
      { element: <OpenLayout />, children: openRoutes },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: appAreaRoutes,
      },
    ],
  },
];
