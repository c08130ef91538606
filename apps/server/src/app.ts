import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { modules } from './modules/index.js';
import type { TDeps } from './platform/deps.js';
import { buildSchema } from './platform/graphql/schema.js';
import { registerGraphql } from './platform/graphql/yoga.js';
import { createApiPaths } from './platform/http/api-paths.js';
import { registerAuthHook } from './platform/http/auth-hook.js';
import { registerCompression } from './platform/http/compression.js';
import { registerCors } from './platform/http/cors.js';
import { answerFrameworkError, registerErrorHandler } from './platform/http/error-handler.js';
import { registerHealth } from './platform/http/health.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerServerTime } from './platform/http/server-time.js';
import { registerWebApp } from './platform/http/static-web.js';
import { registerJobRoutes } from './platform/jobs/routes.js';
import { registerOutboxRoutes } from './platform/mail/outbox-routes.js';
import { viewerResolver } from './platform/modules.js';

/** The whole server as one Fastify instance; main.ts and every test build it the same way. */
export async function buildApp(
  deps: TDeps,
  opts: { webDist?: string } = {},
): Promise<FastifyInstance> {
  const requestTimeoutMs = deps.config.REQUEST_TIMEOUT_SECONDS * 1000;
  const apiPaths = createApiPaths();
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Every REST path of the spec is also served under /api/ (see api-paths.ts).
    rewriteUrl: (req) => apiPaths.rewriteUrl(req),
    // A client that sends its request too slowly is cut off (it gets 408 and the connection
    // closes), so trickled bodies cannot hold connections open indefinitely. Node applies
    // the limit only when the server is created with it, hence `http` as well.
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)),
    },
  });

  registerSecurityHeaders(app, {
    stripe: deps.gateway.kind === 'stripe',
    uploadOrigin: deps.files.kind === 's3' ? deps.files.origin : null,
    https: deps.config.APP_URL.startsWith('https://'),
  });
  // Before any route: it attaches to each route as the route is added.
  await registerCompression(app);

  registerCors(app, deps.config.CORS_ORIGINS);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerAuthHook(app, viewerResolver(modules, deps));
  app.addHook('onRoute', (route) => apiPaths.noteRoute(route.url));
  registerHealth(app, deps);
  registerServerTime(app, deps);
  registerGraphql(app, deps, buildSchema());
  for (const module of modules) module.registerRoutes?.(app, deps);
  registerOutboxRoutes(app, deps);
  registerJobRoutes(app, deps);
  registerWebApp(app, opts.webDist);
  return app;
}
