import { describe, expect, it } from 'vitest';
import { createLibrarySearch } from './library-search.js';
import { loadTemplateLibrary } from './template-library.js';

// A customer looking for an option plan or a joint venture types everyday words, not our titles.
describe('library search for the option plan and the joint venture', () => {
  const search = createLibrarySearch(loadTemplateLibrary());
  const top = (q: string, n = 3) =>
    search
      .search({ q })
      .slice(0, n)
      .map((d) => d.id);

  it.each(['share options', 'ESOP', 'employee share scheme', 'start-up concession'])(
    'finds the employee share option plan for “%s”',
    (q) => {
      expect(top(q)).toContain('employee-share-option-plan');
    },
  );

  it.each(['joint venture', 'JV', 'unincorporated joint venture'])(
    'finds the joint venture agreement for “%s”',
    (q) => {
      expect(top(q)).toContain('joint-venture-agreement');
    },
  );

  it('files the plan with shareholder documents and the joint venture with contracts', () => {
    expect(search.get('employee-share-option-plan')?.documentType).toBe('shareholder');
    expect(search.get('joint-venture-agreement')?.documentType).toBe('template');
  });
});
