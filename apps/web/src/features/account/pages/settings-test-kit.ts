import { fireEvent, screen } from '@testing-library/react';
import type { TStubRoutes } from '../../../test/render-app';

/**
 * Stub answers for REST calls by spec path, also under /api/ where the web client sends
 * them, so a test does not depend on which form the client uses.
 */
export function restRoutes(routes: TStubRoutes): TStubRoutes {
  return Object.fromEntries(
    Object.entries(routes).flatMap(([key, answer]) => {
      const [method, path] = key.split(' ');
      return [
        [key, answer],
        [`${method} /api${path}`, answer],
      ];
    }),
  );
}

export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function errorResponse(status: number, code: string, message: string, fields?: object) {
  return Response.json({ error: { code, message, fields } }, { status });
}

/** The body of the last call to a spec path, whichever form the client sent it in. */
export function lastBody(calls: { url: string; body: unknown }[], path: string) {
  return calls.findLast((c) => c.url === path || c.url === `/api${path}`)?.body;
}
