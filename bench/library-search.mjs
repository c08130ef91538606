// Library search latency over the whole template library, in process.
import { createLibrarySearch } from '../apps/server/dist/modules/documents/library-search.js';
import { loadTemplateLibrary } from '../apps/server/dist/modules/documents/template-library.js';

const QUERIES = [
  'non-disclosure',
  'employment contract',
  'emplyment',
  'director consent',
  'shares',
  'privacy',
  'lease',
  'confidential information',
  'termination',
  'loan',
];

export function measureLibrarySearch(rounds = 500) {
  const started = performance.now();
  const library = createLibrarySearch(loadTemplateLibrary());
  const buildMs = performance.now() - started;
  const timings = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      library.search({ q });
      timings.push(performance.now() - t0);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (p) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))];
  return {
    templates: library.size,
    loadAndIndexMs: Math.round(buildMs),
    searches: timings.length,
    p50Ms: +at(0.5).toFixed(3),
    p95Ms: +at(0.95).toFixed(3),
  };
}
