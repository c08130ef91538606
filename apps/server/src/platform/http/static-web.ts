import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Paths the server answers itself; anything else is a page of the web app.
const SERVER_PREFIXES = [
  '/graphql',
  '/api/',
  '/auth/',
  '/profile/',
  '/analytics/',
  '/asset-instance/',
  '/healthz',
  '/readyz',
  '/dev/',
];

const isServerPath = (pathname: string) =>
  SERVER_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));

/**
 * Serves the built web app and owns the one not-found handler: a page of the web app gets
 * index.html so client routes load; anything else gets a JSON 404.
 */
export function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (webDist && !indexHtml) app.log.warn({ webDist }, 'web app not built; run npm run build');
  if (webDist && indexHtml) registerAssets(app, webDist);
  const shell = indexHtml ? compressedShell(indexHtml) : undefined;

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (shell && req.method === 'GET' && !isServerPath(pathname) && !path.extname(pathname)) {
      // The shell names this release's asset files, so it is checked on every visit.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding) return reply.header('content-encoding', encoding).send(shell[encoding]);
      return reply.send(shell.identity);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${pathname}` } });
  });
}

type TEncoding = 'br' | 'gzip';

/** The HTML shell, compressed once at start-up rather than on every page load. */
function compressedShell(html: string): Record<TEncoding | 'identity', Buffer> {
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
const NOT_SERVED = /\.(?:map|br|gz)$/;

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
