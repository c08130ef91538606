import { describe, expect, it } from 'vitest';
import { addBusinessDays, addMonths, periodEnd } from './periods.js';

describe('billing periods', () => {
  it('adds months keeping the time of day, clamping to the last day of a short month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-21T05:30:00Z'), 3).toISOString()).toBe(
      '2027-02-21T05:30:00.000Z',
    );
  });

  it('ends a yearly period 12 months on, a quarterly one 3 months on, a one-off never', () => {
    const start = new Date('2026-11-21T00:00:00Z');
    expect(periodEnd(start, 'year', 1)?.toISOString()).toBe('2027-11-21T00:00:00.000Z');
    expect(periodEnd(start, 'month', 3)?.toISOString()).toBe('2027-02-21T00:00:00.000Z');
    expect(periodEnd(start, 'once', 1)).toBeNull();
  });

  it('skips Sydney weekends when counting business days', () => {
    // Friday 20 November 2026, 3 pm in Sydney: three working days on is Wednesday 25th.
    const friday = new Date('2026-11-20T04:00:00Z');
    expect(addBusinessDays(friday, 3).toISOString()).toBe('2026-11-24T13:00:00.000Z');
    // Monday 23rd: Thursday 26th.
    expect(addBusinessDays(new Date('2026-11-23T04:00:00Z'), 3).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
  });
});
