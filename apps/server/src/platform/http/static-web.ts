import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (indexHtml && req.method === 'GET' && !isServerPath(pathname) && !path.extname(pathname)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${pathname}` } });
  });
}

function registerAssets(app: FastifyInstance, webDist: string) {
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Vite fingerprints asset names, so they can be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
}
