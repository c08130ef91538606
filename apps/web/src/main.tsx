import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/layout/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { getToken } from './lib/auth-token';
import { currentUserQueryOptions } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const queryClient = createQueryClient();
// Who is signed in is asked at once, while the page's code is still downloading, rather
// than after the frame that needs it has loaded.
if (getToken()) void queryClient.prefetchQuery(currentUserQueryOptions());
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
