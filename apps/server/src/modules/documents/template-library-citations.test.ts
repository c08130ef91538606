import { findCitations, templateProse, unregistered } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { loadCitationRegister } from './citation-register.js';
import { citationReport, formatCitationReport } from './citation-report.js';
import { loadTemplateLibrary } from './template-library.js';

// Every statute a template, its guidance or its rules cite is in the citation register, cited
// in the house style (an Act with its year and jurisdiction; a section with its Act).

const only = process.env.TEMPLATES_ONLY?.split(',').filter(Boolean);
const library = loadTemplateLibrary(undefined, only);
const register = loadCitationRegister();

describe('citations in templates', () => {
  it.each(library.map((e) => [e.template.metadata.id, e] as const))(
    '%s cites only what the register holds, each section with its Act',
    (_slug, entry) => {
      const { found, problems } = findCitations(templateProse(entry.template), register);
      expect(problems).toEqual([]);
      expect(unregistered(found, register)).toEqual([]);
    },
  );

  it.skipIf(only)('has no register entry that no template cites', () => {
    const report = citationReport({ register, library, today: '2026-11-23' });
    expect(report.unused.map((c) => `${c.provision ?? ''} ${c.act}`.trim())).toEqual([]);
  });

  it('reports what needs verifying as of the day it is given, never the real date', () => {
    const report = citationReport({ register, library, today: '2026-11-23' });
    const later = citationReport({ register, library, today: '2027-06-30' });
    // Everything verified by late 2026 is stale by mid 2027.
    expect(later.stale.length).toBe(register.length);
    expect(report.stale.length).toBeLessThan(later.stale.length);
    expect(formatCitationReport(later)).toContain(
      'Citations not verified in the 90 days before 2027-06-30',
    );
  });
});
