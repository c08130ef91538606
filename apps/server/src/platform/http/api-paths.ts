import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { API_PATH_PREFIX, isServerPath } from '@app/domain';

export type TApiPaths = {
  /** Fastify's rewriteUrl: /api/<spec path> is routed as the spec path. */
  rewriteUrl(req: IncomingMessage): string;
  /** Fastify's onRoute: learns the first segment of each spec-path route as it is added. */
  noteRoute(url: string): void;
};

const firstSegment = (url: string) => url.split(/[/?#]/)[1] ?? '';

/**
 * The spec's REST paths are served at the spec path and under /api/. The web app only uses
 * the /api/ form, so a page may share a first segment with a REST path (/businesses/...)
 * and a browser navigating there still gets the page. The segments come from the routes
 * themselves, so no list of them is kept by hand.
 */
export function createApiPaths(): TApiPaths {
  const specSegments = new Set<string>();
  // First segments of the server's own /api/... routes: a spec path starting with one of them
  // would take those routes' requests (GET /api/admin/outbox routed as /admin/outbox).
  const ownSegments = new Set<string>();
  const refuseClash = (segment: string) => {
    if (specSegments.has(segment) && ownSegments.has(segment)) {
      throw new Error(
        `The REST path segment '/${segment}' is also the server's own '/api/${segment}': choose another spec path`,
      );
    }
  };
  return {
    rewriteUrl(req) {
      const url = req.url ?? '/';
      if (!url.startsWith(`${API_PATH_PREFIX}/`)) return url;
      const specUrl = url.slice(API_PATH_PREFIX.length);
      // The server's own /api/... routes (admin, server-time) keep their path.
      return specSegments.has(firstSegment(specUrl)) ? specUrl : url;
    },
    noteRoute(url) {
      if (url.startsWith(`${API_PATH_PREFIX}/`)) {
        const segment = firstSegment(url.slice(API_PATH_PREFIX.length));
        if (segment) ownSegments.add(segment);
        refuseClash(segment);
        return;
      }
      if (!isServerPath(url) && firstSegment(url)) {
        specSegments.add(firstSegment(url));
        refuseClash(firstSegment(url));
      }
    },
  };
}

/**
 * A browser loading a page rather than a script asking for data: the fetch metadata says so,
 * or the Accept header ranks HTML above JSON (a browser's navigation Accept names text/html
 * and no JSON; fetch accepts anything by default and API clients name JSON).
 */
export function isNavigation(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-fetch-mode'] === 'navigate') return true;
  const html = acceptQuality(headers.accept, 'text/html');
  return html > 0 && html > acceptQuality(headers.accept, 'application/json');
}

/** The q an Accept header gives one exact media type (0 when not named). */
function acceptQuality(header: string | undefined, type: string): number {
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
}
