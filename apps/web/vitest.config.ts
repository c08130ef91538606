import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { resolveTestNow } from '../../scripts/test-now.mjs';

// Referenced from the root vitest.config.ts as project 'web'. The shared rules are read from
// source, so a rule changed and not rebuilt is the rule under test.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      '@app/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The same fixed Date as the domain tests, at the suite's instant (TEST_NOW).
    setupFiles: ['../../packages/domain/src/test-support/fixed-clock.ts', './src/test/setup.ts'],
    provide: { testNow: resolveTestNow() },
    restoreMocks: true,
    // Rendering the whole app in jsdom is slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
