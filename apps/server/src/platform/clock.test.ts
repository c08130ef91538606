import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { clockStartingAt, manualClock } from './clock.js';

describe('a clock started on a chosen day (CLOCK_START)', () => {
  it('reads the chosen instant, then runs on at the pace of the clock beneath it', () => {
    const machine = manualClock(new Date('2031-02-03T04:05:06.000Z'));
    const clock = clockStartingAt(new Date('2026-11-30T01:00:00.000Z'), machine);
    expect(clock.now().toISOString()).toBe('2026-11-30T01:00:00.000Z');
    machine.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-30T01:01:30.000Z');
  });

  it('is read from CLOCK_START, checked, and refused in production', () => {
    // A secret given, so reading the configuration writes nothing.
    const base = { LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, CLOCK_START: '2026-11-27T01:00:00Z' }).CLOCK_START).toEqual(
      new Date('2026-11-27T01:00:00Z'),
    );
    expect(() => loadConfig({ ...base, CLOCK_START: 'next friday' })).toThrow(
      /CLOCK_START: must be an ISO instant/,
    );
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        CLOCK_START: '2026-11-27T01:00:00Z',
      }),
    ).toThrow(/CLOCK_START: not allowed in production/);
  });
});
