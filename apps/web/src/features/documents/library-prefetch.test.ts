import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { documentsFeature } from '.';

const libraryPrefetch = () => {
  const route = documentsFeature.routes.find((r) => r.key === 'documentLibrary');
  if (!route?.prefetch) throw new Error('the library has no prefetch');
  return route.prefetch;
};

describe('the document library route', () => {
  it('asks, while the page downloads, for the list the address names', async () => {
    const client = createQueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    await libraryPrefetch()(
      client,
      new URL(
        'http://localhost/documents/document-library?q=+lease+&category=financial&filter=popular',
      ),
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual([
      'documents',
      'library',
      { q: 'lease', category: 'financial', popular: true },
    ]);
  });

  it('leaves out a category it does not know, as the page does', async () => {
    const client = createQueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    await libraryPrefetch()(
      client,
      new URL('http://localhost/documents/document-library?category=nonsense'),
    );
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual([
      'documents',
      'library',
      { q: '', category: undefined, popular: false },
    ]);
  });
});
