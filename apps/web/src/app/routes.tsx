import { Outlet, type RouteObject } from 'react-router';
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
function toRoute(route: TFeatureRoute): RouteObject {
  return {
    path: ROUTE_PATTERNS[route.key],
    handle: titled(route.key),
    lazy: async () => ({ Component: await route.page() }),
  };
}

/** The routes of every feature in one frame, in the order the features are listed. */
export function framedRoutes(features: readonly TFeature[], frame: TRouteFrame): RouteObject[] {
  return features.flatMap((f) => f.routes.filter((r) => r.frame === frame).map(toRoute));
}

const builtKeys = FEATURES.flatMap((f) => f.routes.map((r) => r.key));

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...framedRoutes(FEATURES, 'bare'),
      {
        // Plans, prices and the legal pages are for visitors too: the app frame when signed
        // in, a light one otherwise.
        lazy: async () => ({ Component: (await openFrame()).OpenLayout }),
        children: framedRoutes(FEATURES, 'open'),
      },
      {
        lazy: async () => ({ Component: (await signedInFrame()).SignedInFrame }),
        children: [
          ...framedRoutes(FEATURES, 'app'),
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
