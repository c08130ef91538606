/**
 * Paths the server always answers itself, whatever the request asks for. Every other path is
 * a page of the web app when a browser navigates to it. The spec's REST paths live under
 * /api/ for the web app; at their spec paths they answer API clients but not navigations.
 * The server's static file fallback and the web's dev proxy both read this one list.
 */
export const SERVER_PATH_PREFIXES = ['/api/', '/graphql', '/healthz', '/readyz'] as const;

/** The prefix under which every REST path of the spec is also served. */
export const API_PATH_PREFIX = '/api';

/** True for a path under one of SERVER_PATH_PREFIXES (a prefix without / matches whole segments). */
export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix) || pathname === prefix.slice(0, -1)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
