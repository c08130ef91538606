import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { resolveTestNow } from './scripts/test-now.mjs';

// Server tests read the shared rules from source, so a rule changed and not rebuilt is the
// rule under test (the web project does the same in its own config).
const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));

// Every layer runs at one fixed instant (TEST_NOW, see scripts/test-now.mjs); tests read it
// with inject('testNow').
const testNow = resolveTestNow();

// One runner, four projects: `--project <name>` picks the layer.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test-support/fixed-clock.ts'],
          provide: { testNow },
        },
      },
      './apps/web/vitest.config.ts',
      {
        resolve: { alias: { '@app/domain': domainSource } },
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry; two workers keep both cores busy.
          maxWorkers: 2,
          provide: { testNow },
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['journeys/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          provide: { testNow },
        },
      },
    ],
  },
});
