import type { RouteObject } from 'react-router';
import { ROUTE_PATTERNS, type TRouteKey } from '../paths';
import { ROUTE_TITLES, titled } from './route-titles';

// Loaded on first visit like every other page, so the placeholder is not in the first download.
const notAvailablePage = () => import('./pages/not-available-page');

/**
 * Every route whose screen no feature provides shows a placeholder under its title. A feature
 * that builds a screen lists its route in its index.ts and the placeholder gives way.
 */
export function placeholderRoutes(builtKeys: readonly TRouteKey[]): RouteObject[] {
  const built = new Set<TRouteKey>(builtKeys);
  return (Object.keys(ROUTE_PATTERNS) as TRouteKey[])
    .filter((key) => !built.has(key))
    .map((key) => ({
      path: ROUTE_PATTERNS[key],
      handle: titled(key),
      lazy: async () => {
        const { NotAvailablePage } = await notAvailablePage();
        return { element: <NotAvailablePage title={ROUTE_TITLES[key]} /> };
      },
    }));
}
