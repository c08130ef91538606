import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { stubServer, type TStubRoutes } from '../../../test/render-app';

/** One dialog of this area on its own, with the app's providers, against a stubbed server. */
export function renderDialog(element: ReactElement, routes: TStubRoutes = {}) {
  const server = stubServer(null, routes);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, ...server, router };
}
