import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApiPaths } from './api-paths.js';

const request = (url: string) => ({ url }) as IncomingMessage;

describe('the /api/ form of spec paths', () => {
  it("routes /api/<spec path> as the spec path and keeps the server's own /api/ routes", () => {
    const paths = createApiPaths();
    paths.noteRoute('/api/admin/outbox');
    paths.noteRoute('/businesses/list');
    expect(paths.rewriteUrl(request('/api/businesses/list'))).toBe('/businesses/list');
    expect(paths.rewriteUrl(request('/api/admin/outbox'))).toBe('/api/admin/outbox');
    expect(paths.rewriteUrl(request('/businesses/list'))).toBe('/businesses/list');
  });

  it("refuses a spec path whose first segment is one of the server's own, in either order", () => {
    const ownFirst = createApiPaths();
    ownFirst.noteRoute('/api/admin/outbox');
    expect(() => ownFirst.noteRoute('/admin/vo/list')).toThrow(/'\/admin'/);
    const specFirst = createApiPaths();
    specFirst.noteRoute('/admin/vo/list');
    expect(() => specFirst.noteRoute('/api/admin/outbox')).toThrow(/'\/api\/admin'/);
  });
});
