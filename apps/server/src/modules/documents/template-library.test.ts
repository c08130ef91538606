import { render } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { loadTemplateLibrary, templateSlugs } from './template-library.js';

const now = new Date('2026-11-21T01:00:00Z');
// TEMPLATES_ONLY=slug,slug checks just those while a template is being written.
const only = process.env.TEMPLATES_ONLY?.split(',').filter(Boolean);
const slugs = templateSlugs(undefined, only);

describe('template library', () => {
  const library = loadTemplateLibrary(undefined, only);

  it('loads every template folder', () => {
    expect(library.map((e) => e.template.metadata.id).sort()).toEqual([...slugs].sort());
  });

  it.each(slugs)('%s renders from its example answers with every answer in the text', (slug) => {
    const entry = library.find((e) => e.template.metadata.id === slug)!;
    const result = render(entry.template, entry.exampleAnswers, { now });
    if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
    // Every printed string is free of template markup.
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(result.document);
    expect(strings.filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(result.document.blocks.length).toBeGreaterThan(5);
  });
});
