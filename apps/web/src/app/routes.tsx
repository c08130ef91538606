import { Outlet, type RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '../paths';
import { AppLayout } from './layout/app-layout';
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
  ...placeholderRoutes,
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
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
