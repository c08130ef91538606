import { loadTemplateLibrary, templateSlugs } from './template-library.js';
import { describeOutput } from './template-library-output-check.js';

// Alternate templates, so the two halves (and their LibreOffice runs) go in parallel.
const only = process.env.TEMPLATES_ONLY?.split(',').filter(Boolean);
const slugs = templateSlugs(undefined, only).filter((_, i) => i % 2 === 1);
describeOutput(slugs.length ? loadTemplateLibrary(undefined, slugs) : [], 'b');
