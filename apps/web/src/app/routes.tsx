import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { getToken } from '../lib/auth-token';
import type { TFeature, TFeatureRoute, TRouteFrame } from '../lib/feature-routes';
import { ROUTE_PATTERNS } from '../paths';
import { FEATURES } from './features';
import { FullPageLoader } from './pages/full-page-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { placeholderRoutes } from './placeholder-routes';
import { titled } from './route-titles';

// The frames around the pages load on demand too: the signed-in one is not needed to sign
// in, and each page's chunk is fetched alongside its frame's, not after it.
const signedInFrame = () => import('./signed-in-frame');
const openFrame = () => import('./layout/public-layout');
const notFoundPage = () => import('./pages/not-found-page');

/** A feature's page as a route: its path and title from the app's tables, loaded on first visit. */
function toRoute(route: TFeatureRoute, queryClient: QueryClient | undefined): RouteObject {
  const lazy = async () => ({ Component: await route.page() });
  const { prefetch } = route;
  if (!prefetch || !queryClient)
    return { path: ROUTE_PATTERNS[route.key], handle: titled(route.key), lazy };
  return {
    path: ROUTE_PATTERNS[route.key],
    handle: titled(route.key),
    lazy,
    // A loader written here, outside `lazy`, runs alongside the page's download. It only
    // starts the queries and answers at once: the page shows its own wait and errors, as
    // it does without it. Signed out, the frame sends the visitor to sign-in instead.
    loader: ({ request }) => {
      if (getToken()) void prefetch(queryClient, new URL(request.url)).catch(() => undefined);
      return null;
    },
    // Changing the page's search or sending a form must not ask again: the page's own
    // queries decide when their data is stale.
    shouldRevalidate: () => false,
  };
}

/**
 * The routes of every feature in one frame, in the order the features are listed. With a
 * query client, pages that name their first queries start them while their code loads.
 */
export function framedRoutes(
  features: readonly TFeature[],
  frame: TRouteFrame,
  queryClient?: QueryClient,
): RouteObject[] {
  return features.flatMap((f) =>
    f.routes.filter((r) => r.frame === frame).map((r) => toRoute(r, queryClient)),
  );
}

const builtKeys = FEATURES.flatMap((f) => f.routes.map((r) => r.key));

/** The app's routes; given the app's query client, pages' first queries start with their code. */
export const createAppRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...framedRoutes(FEATURES, 'bare', queryClient),
      {
        // Plans, prices and the legal pages are for visitors too: the app frame when signed
        // in, a light one otherwise.
        lazy: async () => ({ Component: (await openFrame()).OpenLayout }),
        children: framedRoutes(FEATURES, 'open', queryClient),
      },
      {
        lazy: async () => ({ Component: (await signedInFrame()).SignedInFrame }),
        children: [
          ...framedRoutes(FEATURES, 'app', queryClient),
          ...placeholderRoutes(builtKeys),
          {
            path: '*',
            handle: { title: 'Page not found' },
            lazy: async () => ({ Component: (await notFoundPage()).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/** Without a client, as the tests mount the app: no page starts its queries early. */
export const appRoutes: RouteObject[] = createAppRoutes();
