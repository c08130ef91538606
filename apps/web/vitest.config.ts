import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Referenced from the root vitest.config.ts as project 'web'.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Rendering the whole app in jsdom is slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
