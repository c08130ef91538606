import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, apiRequest, apiUrl } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiUrl', () => {
  it('calls each REST path of the spec under /api/, where a navigation never lands', () => {
    expect(apiUrl('/auth/sign-in')).toBe('/api/auth/sign-in');
    expect(apiUrl('/v2/shareDocument/d-1')).toBe('/api/v2/shareDocument/d-1');
    expect(apiUrl('/billing/invoices/inv-1/pdf')).toBe('/api/billing/invoices/inv-1/pdf');
    expect(apiUrl('/asset-instance/download/d-1?format=pdf')).toBe(
      '/api/asset-instance/download/d-1?format=pdf',
    );
  });

  it('leaves GraphQL, the server’s own /api/ paths and other origins as they are', () => {
    expect(apiUrl('/graphql')).toBe('/graphql');
    expect(apiUrl('/api/server-time')).toBe('/api/server-time');
    expect(apiUrl('/api/files/uploads/u1/a.pdf?signature=x')).toBe(
      '/api/files/uploads/u1/a.pdf?signature=x',
    );
    expect(apiUrl('https://bucket.example.com/a.pdf')).toBe('https://bucket.example.com/a.pdf');
  });
});

describe('apiRequest and apiDownload', () => {
  it('fetch the /api/ form of a spec path', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'content-disposition': 'x' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The download is handed to the browser through a link; jsdom cannot follow one.
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await apiRequest('/auth/sign-out', { method: 'POST' });
    await apiDownload('/billing/invoices/inv-1/pdf');
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/auth/sign-out',
      '/api/billing/invoices/inv-1/pdf',
    ]);
  });
});
