import { MESSAGES, PRODUCT_NAME } from '@app/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { appRoutes } from '../../app/routes';
import { FINISHED, openRowMenu } from '../../features/documents/pages/my-documents-test-kit';
import {
  asksForUser,
  CUSTOMER,
  stubServer,
  type TStubRoutes,
  userAnswer,
} from '../../test/render-app';
import type { TSessionUser } from '../session';

// Failures as the browser meets them, with the app's own retry rules (renderApp turns
// retries off): a list or the signed-in shell shows the error after the first failed
// attempt, with Retry, while the next attempt waits for the server's Retry-After.

const UNAVAILABLE = { code: 'UNAVAILABLE', message: MESSAGES.serviceUnavailable };
// Long enough that no automatic retry comes before the test has looked.
const unavailable = () =>
  Response.json({ error: UNAVAILABLE }, { status: 503, headers: { 'retry-after': '30' } });
const graphqlUnavailable = () =>
  Response.json(
    { data: null, errors: [{ message: UNAVAILABLE.message, extensions: UNAVAILABLE }] },
    { headers: { 'retry-after': '30' } },
  );

function renderWithRetries(url: string, user: TSessionUser, routes: TStubRoutes) {
  window.localStorage.setItem('auth-token', 'test-token');
  const server = stubServer(user, routes);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </Providers>,
  );
  return server;
}

type TBody = { query: string; variables?: Record<string, unknown> };

/** GraphQL answers: getUser as `user`, the operation named `marker` by `answer`. */
function graphql(user: TSessionUser, marker: string, answer: () => Response) {
  return (raw: unknown) => {
    const body = raw as TBody;
    if (body.query.includes(marker)) return answer();
    if (asksForUser(raw)) return userAnswer(user);
    return Response.json({ data: null, errors: [{ message: 'not stubbed' }] });
  };
}

const ADMIN = { ...CUSTOMER, isAdmin: true };

const LIST_PAGES = [
  {
    name: 'My documents',
    url: '/documents/my-documents',
    user: CUSTOMER,
    marker: 'getMyDocuments',
  },
  {
    name: 'the library',
    url: '/documents/document-library',
    user: CUSTOMER,
    marker: 'getLibraryDocuments',
  },
  {
    name: 'subscriptions',
    url: '/settings/subscriptions',
    user: CUSTOMER,
    marker: 'GetUserSubscriptions',
  },
  { name: 'admin users', url: '/admin/users', user: ADMIN, rest: 'GET /api/admin/users' },
  { name: 'admin mail', url: '/admin/outbox', user: ADMIN, rest: 'GET /api/admin/outbox' },
];

describe('a list that cannot load', () => {
  for (const page of LIST_PAGES) {
    it(`shows the error with Retry after the first failed attempt: ${page.name}`, async () => {
      let calls = 0;
      const failing = () => {
        calls += 1;
        return page.rest ? unavailable() : graphqlUnavailable();
      };
      const routes: TStubRoutes = page.rest
        ? { [page.rest]: failing }
        : { 'POST /graphql': graphql(page.user, page.marker!, failing) };
      renderWithRetries(page.url, page.user, routes);
      const state = await screen.findByTestId('error-state', {}, { timeout: 5000 });
      expect(within(state).getByRole('alert').textContent).toBe(MESSAGES.serviceUnavailable);
      // Shown while the automatic retry still waits: one attempt so far.
      expect(calls).toBe(1);
      fireEvent.click(within(state).getByRole('button', { name: MESSAGES.retry }));
      await screen.findByTestId('error-state');
      await expect.poll(() => calls).toBe(2);
    });
  }

  it('shows the list once Retry gets an answer', async () => {
    let fail = true;
    renderWithRetries('/documents/my-documents', CUSTOMER, {
      'POST /graphql': graphql(CUSTOMER, 'getMyDocuments', () =>
        fail ? graphqlUnavailable() : Response.json({ data: { getMyDocuments: [FINISHED] } }),
      ),
    });
    const state = await screen.findByTestId('error-state', {}, { timeout: 5000 });
    fail = false;
    fireEvent.click(within(state).getByRole('button', { name: MESSAGES.retry }));
    expect(await screen.findByRole('listitem', { name: FINISHED.title })).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });
});

describe('the signed-in shell when GraphQL is down', () => {
  it('keeps the frame and shows the error with Retry, not a full-screen spinner', async () => {
    let down = true;
    let attempts = 0;
    renderWithRetries('/documents/my-documents', CUSTOMER, {
      'POST /graphql': (raw) => {
        const body = raw as TBody;
        if (asksForUser(raw)) {
          attempts += 1;
          return down ? unavailable() : userAnswer(CUSTOMER);
        }
        if (body.query.includes('getMyDocuments')) {
          return Response.json({ data: { getMyDocuments: [FINISHED] } });
        }
        return Response.json({ data: null });
      },
    });
    const state = await screen.findByTestId('error-state', {}, { timeout: 5000 });
    expect(within(state).getByRole('alert').textContent).toBe(MESSAGES.serviceUnavailable);
    expect(screen.getByRole('banner').textContent).toContain(PRODUCT_NAME);
    expect(attempts).toBe(1);
    down = false;
    fireEvent.click(within(state).getByRole('button', { name: MESSAGES.retry }));
    expect(await screen.findByRole('listitem', { name: FINISHED.title })).toBeTruthy();
  });
});

describe('field errors from the server', () => {
  it("puts a GraphQL refusal's field message under its field", async () => {
    const problem = 'must be 150 characters or fewer';
    renderWithRetries('/documents/my-documents', CUSTOMER, {
      'POST /graphql': (raw) => {
        const body = raw as TBody;
        if (asksForUser(raw)) return userAnswer(CUSTOMER);
        if (body.query.includes('getMyDocuments')) {
          return Response.json({ data: { getMyDocuments: [FINISHED] } });
        }
        if (body.query.includes('renameDocument')) {
          return Response.json({
            data: null,
            errors: [
              {
                message: `Document name ${problem}`,
                extensions: { code: 'BAD_INPUT', fields: { title: problem } },
              },
            ],
          });
        }
        return Response.json({ data: null });
      },
    });
    await openRowMenu(FINISHED.title);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByLabelText('Document name');
    fireEvent.change(input, { target: { value: 'A'.repeat(151) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(screen.queryByText(`Document name ${problem}`)).toBeNull();
  });
});
