import { loadTemplateLibrary, templateSlugs } from './template-library.js';
import { describeBranches } from './template-library-branch-check.js';

// First half of the library (alternate templates), so the two halves run in parallel.
const only = process.env.TEMPLATES_ONLY?.split(',').filter(Boolean);
const slugs = templateSlugs(undefined, only).filter((_, i) => i % 2 === 0);
describeBranches(slugs.length ? loadTemplateLibrary(undefined, slugs) : []);
