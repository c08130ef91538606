import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isServerPath } from '@app/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNavigation } from './api-paths.js';
import { loadRouteHints, type TRouteHints, withHints } from './route-preloads.js';

/**
 * Serves the built web app and owns the one not-found handler. A browser navigating to any
 * path outside the server's own prefixes gets index.html so client routes load, even where a
 * REST path of the spec shares the path (its /api/ form is always the API). Any other request
 * reaches the API, which answers an unknown path with a JSON 404.
 */
export function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (webDist && !indexHtml) app.log.warn({ webDist }, 'web app not built; run npm run build');
  if (webDist && indexHtml) registerAssets(app, webDist);
  const shell = indexHtml ? compressedShell(indexHtml) : undefined;
  const shellFor =
    webDist && indexHtml && shell
      ? shellsByRoute(indexHtml, shell, loadRouteHints(webDist))
      : undefined;

  if (shellFor) {
    // Before the route runs: a navigation to a spec path such as /billing/... is a page.
    app.addHook('onRequest', async (req, reply) => {
      const pathname = requestedPath(req);
      if (!isPagePath(req, pathname)) return;
      if (isNavigation(req.headers)) return sendShell(req, reply, shellFor(pathname));
      // The same URL is a page to a browser, so a cache must not hand this answer to one.
      reply.header('vary', 'accept, sec-fetch-mode');
    });
  }
  // Navigations never get here: the hook above answers them, route or no route.
  app.setNotFoundHandler((req, reply) => {
    const pathname = requestedPath(req);
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${pathname}` } });
  });
}

/** The path as the client sent it, before /api/ was taken off for routing. */
const requestedPath = (req: FastifyRequest) => (req.originalUrl ?? req.url).split('?')[0] ?? '/';

/** A GET of a path the web app may own: outside the server's prefixes, not a file. */
const isPagePath = (req: FastifyRequest, pathname: string) =>
  req.method === 'GET' && !isServerPath(pathname) && !path.extname(pathname);

function sendShell(req: FastifyRequest, reply: FastifyReply, shell: TShell) {
  // The shell names this release's asset files, so it is checked on every visit.
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept, accept-encoding, sec-fetch-mode');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(shell[encoding]);
  return reply.send(shell.identity);
}

type TEncoding = 'br' | 'gzip';
type TShell = Record<TEncoding | 'identity', Buffer>;

/**
 * The shell for a page's path: with the page's own files named when the build listed them.
 * Each route's copy is compressed on its first visit and kept (one per route of the app).
 */
function shellsByRoute(html: string, plain: TShell, hints: TRouteHints) {
  const byPattern = new Map<string, TShell>();
  return (pathname: string): TShell => {
    const hint = hints(pathname);
    if (!hint) return plain;
    let shell = byPattern.get(hint.pattern);
    if (!shell) {
      shell = compressedShell(withHints(html, hint.tags));
      byPattern.set(hint.pattern, shell);
    }
    return shell;
  };
}

/** The HTML shell, compressed once at start-up rather than on every page load. */
function compressedShell(html: string): TShell {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Brotli when the browser accepts it, else gzip, else nothing (a q of 0 refuses). */
function preferredEncoding(header: string | string[] | undefined): TEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// Source maps stay on the server's disk for whoever reads a stack trace there; the
// precompressed copies are sent in place of their originals, never under their own names.
const NOT_SERVED = /\.(?:map|br|gz)$|^\/route-preloads\.json$/;

function registerAssets(app: FastifyInstance, webDist: string) {
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to each text file; they are sent when accepted.
    preCompressed: true,
    allowedPath: (pathname) => !NOT_SERVED.test(pathname),
    // Off so the header set below stands: the plugin would otherwise write its own
    // max-age=0 after setHeaders runs.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      // Vite fingerprints asset names, so they can be cached for good; anything else
      // (icons, robots.txt) is checked with the server on each use.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
