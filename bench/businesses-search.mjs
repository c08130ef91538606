// Name search latency over the whole embedded business register, in process. Goal: p95 under
// 10 ms. The queries mix what people type: a word, a word being typed, several words, and
// words so common (pty, trustee) that half the register holds them.
import { createEmbeddedRegistry } from '../apps/server/dist/modules/businesses/registry/embedded/embedded-registry.js';

const QUERIES = [
  'harbour',
  'smith',
  'pty',
  'pty ltd',
  'kirribilli plumb',
  'the trustee for',
  'gold coast build',
  'nguyen',
  'pacific consulting',
  'ma',
  'southern cross solar',
  'wattle',
];

export async function measureBusinessSearch(rounds = 300) {
  const registry = createEmbeddedRegistry();
  const started = performance.now();
  const size = registry.size();
  const buildMs = performance.now() - started;
  const timings = [];
  for (let r = 0; r < rounds; r++) {
    for (const name of QUERIES) {
      const t0 = performance.now();
      await registry.searchByName({ name, limit: 15, onlyRegistered: true });
      timings.push(performance.now() - t0);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (p) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))];
  return {
    entities: size,
    generateAndIndexMs: Math.round(buildMs),
    searches: timings.length,
    p50Ms: +at(0.5).toFixed(3),
    p95Ms: +at(0.95).toFixed(3),
    maxMs: +timings[timings.length - 1].toFixed(3),
  };
}

// `node bench/businesses-search.mjs` after a build prints the figures on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureBusinessSearch());
}
