import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Paths the server answers itself; anything else is a page of the web app.
const SERVER_PREFIXES = [
  '/graphql',
  '/auth/',
  '/profile/',
  '/analytics/',
  '/admin/',
  '/healthz',
  '/readyz',
  '/dev/',
];

/** Serves the built web app, answering every other GET with index.html so client routes load. */
export function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; run npm run build');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
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
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some(
      (p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p),
    );
    if (req.method === 'GET' && !isServerPath && !path.extname(pathname)) {
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
