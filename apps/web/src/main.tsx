import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/layout/layout.css';
import { StrictMode, startTransition } from 'react';
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

/**
 * Applies the stylesheets the built index.html only preloads (so they never hold up its first
 * paint) and resolves once they are in, so the app's first render is styled. A stylesheet
 * that fails to load does not keep the app from starting.
 */
function applyPreloadedStyles(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = resolve;
          sheet.onerror = resolve;
          preload.after(sheet);
        }),
    ),
  );
}

const root = createRoot(container);
// The first render is a transition, so React renders it in slices and yields to the browser
// between them (the page stays responsive to taps) instead of in one long task; the
// first-paint mark in index.html stays on screen meanwhile.
void applyPreloadedStyles().then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  }),
);
