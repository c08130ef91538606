import { afterAll, beforeEach, inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's fixed instant, ISO 8601 (TEST_NOW; see scripts/test-now.mjs). */
    testNow: string;
  }
}

// Setup of the domain and web unit tests: no test reads the machine's date. Only Date is
// faked, so timers, promises and animation frames run as usual. It is set again before every
// test because a test that fakes the timers itself restores the real ones when it ends.
const TEST_NOW = new Date(inject('testNow'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});

afterAll(() => {
  vi.useRealTimers();
});
