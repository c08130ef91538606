import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { POPULAR_COUNT } from './library-search.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUERY = `query Library($q: String, $category: String, $filter: String) {
  getLibraryDocuments(q: $q, category: $category, filter: $filter) {
    id title documentType status popularity createdAt updatedAt rights { canDownload }
  }
}`;

async function library(variables: Record<string, unknown>) {
  const res = await t.api.graphql(QUERY, variables);
  if (res.body.errors) throw new Error(res.body.errors[0]?.message);
  return res.body.data?.getLibraryDocuments as {
    id: string;
    title: string;
    documentType: string;
    popularity: number;
  }[];
}

describe('document library search', () => {
  it('lists the whole library, most popular first, when there is no query', async () => {
    const all = await library({});
    expect(all.length).toBe(t.deps.library.size);
    const popularity = all.map((d) => d.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('finds the non-disclosure agreements by title words', async () => {
    const found = await library({ q: 'non-disclosure agreement' });
    expect(
      found
        .slice(0, 2)
        .map((d) => d.id)
        .sort(),
    ).toEqual(['mutual-non-disclosure-agreement', 'one-way-non-disclosure-agreement']);
  });

  it('searches the body text as well as titles', async () => {
    const found = await library({ q: 'National Employment Standards' });
    expect(found.map((d) => d.id)).toContain('employment-contract-full-time');
  });

  it('forgives a typo', async () => {
    const found = await library({ q: 'emplyment contract' });
    expect(found[0]?.id).toMatch(/^employment-contract/);
  });

  it('filters by category', async () => {
    const found = await library({ category: 'officeHolder' });
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((d) => d.documentType))).toEqual(new Set(['officeHolder']));
    expect(found.map((d) => d.id)).toContain('consent-to-act-as-director');
  });

  it('limits the popular filter to the most popular documents', async () => {
    const popular = await library({ filter: 'popular' });
    const all = await library({});
    expect(popular.length).toBe(Math.min(POPULAR_COUNT, all.length));
    expect(popular.map((d) => d.id)).toEqual(all.slice(0, popular.length).map((d) => d.id));
  });

  it('names a bad category', async () => {
    const res = await t.api.graphql(QUERY, { category: 'recipes' });
    const [error] = res.body.errors ?? [];
    expect(error?.message).toMatch(/^category: category must be one of compliance, financial/);
    expect(error?.extensions?.code).toBe('BAD_INPUT');
  });
});
