import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/tokens.js';
import type { TViewer } from '../auth/viewer.js';

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: TViewer;
  }
}

/** Resolves the bearer token of every request to the viewer, if any; routes decide what needs one. */
export function registerAuthHook(
  app: FastifyInstance,
  resolve: (token: string) => Promise<TViewer | undefined>,
) {
  app.decorateRequest('viewer', undefined);
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (token) req.viewer = await resolve(token);
  });
}
