import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  fieldName,
  findInputProblem,
  inputRefusal,
  jsonTooDeepAt,
  PROBLEMS,
  type TInputPath,
} from './input-problems.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for a route that checks its own input (GraphQL names variables, not JSON paths). */
    inputGuard?: boolean;
  }
  interface FastifyInstance {
    /** Every method and path the app answers, in the order they were registered. */
    readonly routeTable: readonly TRouteEntry[];
  }
}

export type TRouteEntry = { method: string; url: string };

/**
 * Checks what every request carries before any route sees it: JSON bodies are measured for
 * depth before they are parsed, and strings and keys in the body, query string and path
 * are refused when they cannot be stored. A refusal is a BAD_INPUT naming the field, so
 * routes and services only ever see input that the database can hold.
 */
export function registerInputGuard(app: FastifyInstance) {
  const routes: TRouteEntry[] = [];
  app.decorate('routeTable', { getter: () => routes });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config.inputGuard === false) return;
    refuseProblems(req);
  });
}

/** JSON.parse, once the text is known to be shallow enough for anything that walks it. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw inputRefusal({ body: 'is empty; send a JSON value' });
  const deepAt = jsonTooDeepAt(text);
  if (deepAt) throw inputRefusal({ [fieldName(deepAt)]: PROBLEMS.tooDeep });
  try {
    return JSON.parse(text);
  } catch {
    throw inputRefusal({ body: 'is not valid JSON' });
  }
}

// The wildcard of routes such as /files/* is the rest of the path.
const paramName = (path: TInputPath) =>
  path[0] === '*' ? ['path', ...path.slice(1)].join('.') : fieldName(path, 'path');

function refuseProblems(req: FastifyRequest) {
  const inParams = findInputProblem(req.params);
  if (inParams) throw inputRefusal({ [paramName(inParams.path)]: inParams.message });
  const inQuery = findInputProblem(req.query);
  if (inQuery) throw inputRefusal({ [fieldName(inQuery.path, 'query')]: inQuery.message });
  const inBody = findInputProblem(req.body);
  if (inBody) throw inputRefusal({ [fieldName(inBody.path)]: inBody.message });
}
