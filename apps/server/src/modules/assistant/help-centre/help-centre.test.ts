import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { loadGuides } from '../retrieval/guides.js';
import { HELP_CENTRE_TOPICS, OTHER_TOPIC } from './topics.js';

let app: TTestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

type TList = {
  topics: string[];
  guides: { slug: string; title: string; topic: string; reviewed: string; summary: string }[];
};

async function getJson<T>(path: string) {
  const res = await fetch(`${app.url}${path}`, { headers: { accept: 'application/json' } });
  return {
    status: res.status,
    body: (await res.json()) as T,
    cache: res.headers.get('cache-control'),
  };
}

describe('the help centre', () => {
  it('files every guide under a topic the list names', () => {
    const listed = HELP_CENTRE_TOPICS.flatMap((t) => t.guides);
    expect(new Set(listed).size).toBe(listed.length);
    const slugs = loadGuides().map((g) => g.slug);
    expect(slugs.filter((s) => !listed.includes(s))).toEqual([]);
    expect(listed.filter((s) => !slugs.includes(s))).toEqual([]);
  });

  it('lists all the guides by topic to a visitor who is not signed in', async () => {
    const { status, body, cache } = await getJson<TList>('/api/help-centre/guides');
    expect(status).toBe(200);
    expect(cache).toMatch(/public/);
    expect(body.guides.length).toBeGreaterThanOrEqual(60);
    expect(body.topics[0]).toBe('Starting and structuring a business');
    expect(body.topics).not.toContain(OTHER_TOPIC);
    const order = body.guides.map((g) => body.topics.indexOf(g.topic));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const gst = body.guides.find((g) => g.slug === 'gst-registration')!;
    expect(gst).toMatchObject({ topic: 'Tax, payroll and records', reviewed: '2026-11-27' });
    expect(gst.summary).toMatch(/\.$/);
  });

  it('finds guides with the assistant search, synonyms included', async () => {
    const { body } = await getJson<TList>(
      `/api/help-centre/guides?q=${encodeURIComponent('sack a worker')}`,
    );
    expect(body.guides.slice(0, 3).map((g) => g.slug)).toContain('unfair-dismissal');
    const none = await getJson<TList>('/api/help-centre/guides?q=sourdough');
    expect(none.body.guides).toEqual([]);
  });

  it('shows one guide with its sections, sources, questions and review date', async () => {
    const { status, body } = await getJson<{
      title: string;
      reviewed: string;
      sources: { title: string; url: string }[];
      sections: { heading: string; text: string }[];
      questions: string[];
    }>('/api/help-centre/guides/statutory-demands');
    expect(status).toBe(200);
    expect(body.title).toBe('Statutory demands and bankruptcy notices');
    expect(body.reviewed).toBe('2026-11-27');
    expect(body.sources.length).toBeGreaterThanOrEqual(2);
    expect(body.sections.map((s) => s.heading)).toContain('If you receive one');
    expect(body.questions.length).toBeGreaterThanOrEqual(2);
  });

  it('answers not found for a guide that does not exist and refuses a malformed slug', async () => {
    const missing = await getJson<{ code: string }>('/api/help-centre/guides/no-such-guide');
    expect(missing.status).toBe(404);
    const bad = await getJson<unknown>('/api/help-centre/guides/..%2Fsecrets');
    expect([400, 404]).toContain(bad.status);
  });
});

describe('the new guides', () => {
  it('each have at least two official sources, two questions and this review date', () => {
    const original = new Set([
      'abn-registration',
      'business-insurance',
      'business-names',
      'business-structures',
      'casual-employees',
      'commercial-leases',
      'company-annual-obligations',
      'consumer-guarantees',
      'contractors-vs-employees',
      'debt-recovery',
      'director-duties',
      'employing-staff',
      'gst-registration',
      'marketing-and-spam',
      'national-employment-standards',
      'ndas',
      'partnerships',
      'privacy',
      'record-keeping',
      'registering-a-company',
      'shareholders-agreements',
      'starting-a-business',
      'superannuation-guarantee',
      'tax-invoices-and-bas',
      'trade-marks',
      'unfair-contract-terms',
      'unfair-dismissal',
      'work-health-and-safety',
    ]);
    const added = loadGuides().filter((g) => !original.has(g.slug));
    expect(added.length).toBeGreaterThanOrEqual(32);
    for (const guide of added) {
      expect(guide.sources.length, guide.slug).toBeGreaterThanOrEqual(2);
      expect(guide.questions.length, guide.slug).toBeGreaterThanOrEqual(2);
      expect(guide.questions.length, guide.slug).toBeLessThanOrEqual(3);
      expect(guide.reviewed, guide.slug).toBe('2026-11-27');
    }
  });
});
