import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TFeature } from '../lib/feature-routes';
import { CUSTOMER, stubServer } from '../test/render-app';
import { createQueryClient } from './query-client';
import { createAppRoutes, framedRoutes } from './routes';

// A page that names its first queries has them started by its route's loader, which runs
// alongside the download of the page's code: nothing here renders a page, so any query in
// the cache was asked for by the route alone.

const Page = () => null;

function featureWith(prefetch: (client: QueryClient) => Promise<unknown>): TFeature {
  return {
    name: 'test',
    routes: [{ key: 'myDocuments', frame: 'app', page: async () => Page, prefetch }],
  };
}

const loaderOf = (route: RouteObject | undefined) => {
  const loader = route?.loader;
  if (typeof loader !== 'function') throw new Error('the route has no loader');
  // As the router calls it: with the request for the address being opened.
  const request = new Request('http://app.test/documents/my-documents?folder=f-1');
  return () => loader({ request } as never, undefined);
};

describe('routes that start their page queries early', () => {
  it('start them when signed in, without waiting for them', async () => {
    window.localStorage.setItem('auth-token', 'test-token');
    const client = new QueryClient();
    const prefetch = vi.fn(() => new Promise(() => {}));
    const [route] = framedRoutes([featureWith(prefetch)], 'app', client);

    // The loader answers at once although the queries never finish.
    expect(await loaderOf(route)()).toBeNull();
    expect(prefetch).toHaveBeenCalledWith(
      client,
      new URL('http://app.test/documents/my-documents?folder=f-1'),
    );
  });

  it('leave them to the page when signed out, or when the routes have no query client', async () => {
    const client = new QueryClient();
    const prefetch = vi.fn(async () => undefined);
    const [route] = framedRoutes([featureWith(prefetch)], 'app', client);
    expect(await loaderOf(route)()).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();

    window.localStorage.setItem('auth-token', 'test-token');
    const [withoutClient] = framedRoutes([featureWith(prefetch)], 'app');
    expect(withoutClient?.loader).toBeUndefined();
  });

  it('ask for My documents and its licences as soon as the page is opened', async () => {
    window.localStorage.setItem('auth-token', 'test-token');
    const server = stubServer(
      CUSTOMER,
      {},
      {
        GetMyDocuments: { getMyDocuments: [] },
        getDocumentLicences: {
          getDocumentLicences: { availableCount: 0, licences: [], documents: [] },
        },
      },
    );
    const client = createQueryClient();
    const router = createMemoryRouter(createAppRoutes(client), {
      initialEntries: ['/documents/my-documents'],
    });
    try {
      await waitFor(() => {
        expect(client.getQueryData(['documents', 'mine'])).toEqual([]);
        expect(client.getQueryData(['documents', 'licences'])).toBeDefined();
      });
      const operations = server.calls.map((c) => String((c.body as { query?: string })?.query));
      expect(operations.filter((q) => /GetMyDocuments|getDocumentLicences/.test(q))).toHaveLength(
        2,
      );
    } finally {
      router.dispose();
    }
  });
});
