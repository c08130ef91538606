import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { TRouteKey } from '../paths';

/**
 * The frame a page sits in: none (signing in and the like), the light frame open to visitors
 * (the app's own frame when signed in), or the signed-in app.
 */
export type TRouteFrame = 'bare' | 'open' | 'app';

/** One page of a feature: its route key (path and title come from the app's tables). */
export type TFeatureRoute = {
  key: TRouteKey;
  frame: TRouteFrame;
  /** Loads the page on first visit; a feature's pages share one chunk. */
  page: () => Promise<ComponentType>;
  /**
   * Starts the page's first queries while its code is still downloading, so the data and
   * the page arrive together instead of one after the other. Run only when signed in.
   */
  prefetch?: TRoutePrefetch;
};

/**
 * Puts a page's first queries into the cache; its outcome is left to the page's own queries.
 * `url` is the address being opened, for pages whose queries follow its search.
 */
export type TRoutePrefetch = (queryClient: QueryClient, url: URL) => Promise<unknown>;

/** What a feature's index.ts hands the app: everything the router needs from it. */
export type TFeature = { name: string; routes: readonly TFeatureRoute[] };

/**
 * Routes whose pages come from one lazily loaded module:
 * `pagesOf(load)(key, frame, pick, prefetch?)`. Keeps each feature's index.ts to one line a page.
 */
export function pagesOf<TModule>(load: () => Promise<TModule>) {
  return (
    key: TRouteKey,
    frame: TRouteFrame,
    pick: (pages: TModule) => ComponentType,
    prefetch?: TRoutePrefetch,
  ): TFeatureRoute => ({ key, frame, page: async () => pick(await load()), prefetch });
}
