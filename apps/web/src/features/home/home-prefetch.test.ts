import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { currentUserQueryKey } from '../../lib/session';
import { homeFeature } from '.';

const homePrefetch = () => {
  const prefetch = homeFeature.routes[0]?.prefetch;
  if (!prefetch) throw new Error('home has no prefetch');
  return prefetch;
};

const asked = async (isLawyer: boolean) => {
  const client = createQueryClient();
  client.setQueryData(currentUserQueryKey, { isLawyer } as never);
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  await homePrefetch()(client, new URL('http://localhost/'));
  return prefetch.mock.calls.map(([options]) => options.queryKey);
};

describe('the home route', () => {
  it("asks for a customer's documents and workflows while the page downloads", async () => {
    expect(await asked(false)).toEqual([
      ['home', 'overview'],
      ['workflows', 'home'],
    ]);
  });

  it('asks for none of them for a lawyer, whose dashboard shows other things', async () => {
    expect(await asked(true)).toEqual([]);
  });
});
