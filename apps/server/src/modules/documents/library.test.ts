import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { POPULAR_COUNT } from './library-search.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUERY = `query Library($q: String, $category: DocumentCategory, $filter: String) {
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

  it('finds a phrase that only the body text holds', async () => {
    // "information statement" is in no title, keyword or description.
    const found = await library({ q: 'information statement' });
    expect(found.map((d) => d.id)).toContain('employment-contract-full-time');
  });

  it('matches whole words: lease finds the leases and not the deed of release', async () => {
    for (const q of ['lease', 'leases', 'leasing']) {
      const ids = (await library({ q })).map((d) => d.id);
      expect(ids.slice(0, 3).sort()).toEqual([
        'assignment-of-lease',
        'commercial-lease',
        'surrender-of-lease',
      ]);
      expect(ids).not.toContain('deed-of-release');
    }
  });

  it('finds nothing for a will, which the library does not hold', async () => {
    expect(await library({ q: 'will' })).toEqual([]);
    expect(await library({ q: 'last will' })).toEqual([]);
  });

  it('ranks a word in the title above the same word in a description', async () => {
    const ids = (await library({ q: 'employment' })).map((d) => d.id);
    // Seven titles hold "employment" or "employee"; the deed of release only describes an
    // employment dispute.
    expect(ids.slice(0, 7).sort()).toEqual([
      'employee-warning-letter',
      'employment-contract-casual',
      'employment-contract-full-time',
      'employment-contract-part-time',
      'executive-employment-contract',
      'letter-of-offer',
      'termination-letter',
    ]);
    expect(ids.indexOf('deed-of-release')).toBeGreaterThan(6);
  });

  it('folds the forms of a word together: employ, employee, employment', async () => {
    const ids = async (q: string) => (await library({ q })).map((d) => d.id).sort();
    const employ = await ids('employ');
    expect(employ).toContain('employee-warning-letter');
    expect(await ids('employee')).toEqual(employ);
    expect(await ids('employment')).toEqual(employ);
  });

  it('knows the words customers use: nda, tenancy, staff, contractor', async () => {
    const ids = async (q: string) => (await library({ q })).map((d) => d.id);
    expect((await ids('nda')).sort()).toEqual([
      'mutual-non-disclosure-agreement',
      'one-way-non-disclosure-agreement',
    ]);
    expect(await ids('tenancy')).toContain('commercial-lease');
    expect((await ids('staff')).slice(0, 4)).toContain('employment-contract-casual');
    expect((await ids('contractor')).slice(0, 2)).toContain('consultancy-agreement');
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

  it('files employment documents under employment and the deed of release under contracts', async () => {
    const employment = (await library({ category: 'support' })).map((d) => d.id);
    expect(employment).toEqual(
      expect.arrayContaining([
        'employment-contract-casual',
        'employment-contract-full-time',
        'employment-contract-part-time',
        'executive-employment-contract',
        'letter-of-offer',
      ]),
    );
    expect(employment).not.toContain('deed-of-release');
    const contracts = (await library({ category: 'template' })).map((d) => d.id);
    expect(contracts).toContain('deed-of-release');
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
    expect(error?.message).toMatch(/^category: must be one of compliance, financial/);
    expect(error?.extensions?.code).toBe('BAD_INPUT');
  });
});
