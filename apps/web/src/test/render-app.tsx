import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import type { TSessionUser } from '../lib/session';

export const CUSTOMER: TSessionUser = {
  email: 'alex@example.com.au',
  firstName: 'Alex',
  lastName: 'Nguyen',
  flakeId: 'u-customer',
  isLawyer: false,
  isAdmin: false,
  phone: null,
  postcode: '2000',
  createdAt: '2025-01-01T00:00:00.000Z',
  tenant: 'AU',
  name: 'Alex Nguyen',
  teamOwner: false,
  teamUser: false,
  impersonateUser: false,
  impersonatedBy: null,
};

export const LAWYER: TSessionUser = {
  ...CUSTOMER,
  email: 'sam@lawyers.example.com.au',
  firstName: 'Sam',
  lastName: 'Lee',
  flakeId: 'u-lawyer',
  name: 'Sam Lee',
  isLawyer: true,
};

const queryOf = (body: unknown) => String((body as { query?: unknown } | undefined)?.query);
/** Whether a GraphQL request asks for the signed-in user (getUser, not getUserSubscriptions). */
export const asksForUser = (body: unknown) => /\bgetUser\b/.test(queryOf(body));
const operationOf = (body: unknown) => /(?:query|mutation)\s+(\w+)/.exec(queryOf(body))?.[1] ?? '';

/** The signed-in user as getUser answers it: the session's fields, the address confirmed. */
const answeredUser = (user: TSessionUser) => ({ emailVerified: true, ...user });

/** Data the stand-in answers for a GraphQL operation, by the operation's name. */
export type TGraphqlData = Record<string, unknown>;

type TRecordedCall = { url: string; method: string; body: unknown };

// The app calls the spec's REST paths under /api/; the stand-in routes them by spec path as
// the server does, leaving the server's own /api/ paths as they are.
const SERVER_OWN_API = /^\/api\/(?:admin|server-time|upgrade-notify)(?:[/?]|$)/;
const specPath = (url: string) => (SERVER_OWN_API.test(url) ? url : url.replace(/^\/api\//, '/'));

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A refusal of a GraphQL operation the test gives no answer for. */
export function notAnswered(body: unknown): Response {
  const operation = operationOf(body) || 'This query';
  return json(200, {
    data: null,
    errors: [
      { message: `${operation} is not answered in this test`, extensions: { code: 'NOT_FOUND' } },
    ],
  });
}

/**
 * A GraphQL route answering a query that asks for the user with `user()` (read at each call)
 * and refusing any other: the schema leaves no room for an empty answer, so a page that
 * needs data the test did not give shows its error rather than a made-up blank.
 */
export function userGraphql(user: () => TSessionUser | null) {
  return (body: unknown): Response => {
    if (!asksForUser(body)) return notAnswered(body);
    return userAnswer(user());
  };
}

/** getUser's answer: the session's fields, the address confirmed. */
export function userAnswer(user: TSessionUser | null): Response {
  return json(200, { data: { getUser: user && answeredUser(user) } });
}

/** Answers to calls by `METHOD /path`; an answer may wait, as a slow server would. */
export type TStubRoutes = Record<string, (body: unknown) => Response | Promise<Response>>;

/**
 * A stand-in for the server: GetUser answers `user`, analytics accepts everything, the
 * server's clock reads the test's fixed "now", any other call can be answered by `routes`.
 * Every call is recorded.
 */
export function stubServer(
  user: TSessionUser | null,
  routes: TStubRoutes = {},
  graphqlData: TGraphqlData = {},
) {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = specPath(typeof input === 'string' ? input : input.toString());
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (route) return route(body);
    // The test's data for an operation it names, else as userGraphql answers.
    if (url === '/graphql') {
      const named = graphqlData[operationOf(body)];
      return named ? json(200, { data: named }) : userGraphql(() => user)(body);
    }
    if (url === '/analytics/events') return json(202, { captured: true });
    if (url === '/api/server-time') return json(200, { now: new Date().toISOString() });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const analyticsEvents = () =>
    calls
      .filter((call) => call.url === '/analytics/events')
      .map((call) => call.body as { name: string; properties: Record<string, unknown> });
  return { calls, fetchMock, analyticsEvents };
}

type TRenderAppOptions = {
  /** null renders signed out. */
  user?: TSessionUser | null;
  routes?: TStubRoutes;
  graphql?: TGraphqlData;
};

/** The whole app (routes, guard, layout) at `url`, against a stubbed server. */
export function renderApp(url: string, options: TRenderAppOptions = {}) {
  const user = options.user === undefined ? CUSTOMER : options.user;
  if (user) window.localStorage.setItem('auth-token', 'test-token');
  const server = stubServer(user, options.routes, options.graphql);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const view = render(
    <Providers queryClient={queryClient} env="test">
      {/* What `react-router/dom` (used by main.tsx) does; under vitest that entry point loads a
          second copy of the router, so it is wired by hand here. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </Providers>,
  );
  return { ...view, ...server, router, queryClient };
}
