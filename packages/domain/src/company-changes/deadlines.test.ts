import { describe, expect, it } from 'vitest';
import { asicFeesOn } from './asic-fees.js';
import {
  latenessOn,
  lodgementDeadline,
  nextReviewDate,
  reviewDueDate,
  reviewReminderDays,
  solvencyWithinWindow,
} from './deadlines.js';

describe('the 28-day lodgement deadline and late fees', () => {
  it('counts 28 Sydney calendar days across the start of daylight saving', () => {
    // Clocks go forward in Sydney at 2 am on Sunday 4 October 2026.
    expect(lodgementDeadline('2026-09-20')).toBe('2026-10-18');
    // 23:30 on the due day in Sydney (AEDT, UTC+11) is 12:30 UTC: still on time.
    expect(latenessOn('2026-10-18', new Date('2026-10-18T12:30:00Z')).band).toBe('ON_TIME');
    // 00:30 the next Sydney day is 13:30 UTC on the due day: late already.
    const late = latenessOn('2026-10-18', new Date('2026-10-18T13:30:00Z'));
    expect(late).toMatchObject({ today: '2026-10-19', band: 'UP_TO_ONE_MONTH', daysLeft: -1 });
    expect(late.lateFeeCents).toBe(9800);
  });

  it('counts across the end of daylight saving and a year end', () => {
    // Clocks go back at 3 am on Sunday 5 April 2026.
    expect(lodgementDeadline('2026-03-20')).toBe('2026-04-17');
    expect(lodgementDeadline('2026-12-10')).toBe('2027-01-07');
    // 10:30 on 7 January Sydney (UTC+11) is 23:30 UTC on 6 January.
    expect(latenessOn('2027-01-07', new Date('2027-01-06T23:30:00Z'))).toMatchObject({
      today: '2027-01-07',
      daysLeft: 0,
      band: 'ON_TIME',
    });
  });

  it('charges the higher late fee more than one month after the due date', () => {
    expect(latenessOn('2026-01-31', new Date('2026-02-28T02:00:00Z')).band).toBe('UP_TO_ONE_MONTH');
    const over = latenessOn('2026-01-31', new Date('2026-03-01T02:00:00Z'));
    expect(over).toMatchObject({ band: 'OVER_ONE_MONTH', lateFeeCents: 41100 });
  });

  it('reads the fees in force on the day from their schedule', () => {
    expect(asicFeesOn('2025-06-30').lateUpToOneMonthCents).toBe(9600);
    expect(asicFeesOn('2025-07-01').annualReviewFeeCents).toBe(32900);
    for (const s of [asicFeesOn('2024-07-01'), asicFeesOn('2026-11-27')]) {
      expect(s.source).toMatch(/^https:\/\//);
    }
  });
});

describe('the annual review', () => {
  it('falls on the registration anniversary, 28 February for a leap-day company', () => {
    expect(nextReviewDate('2020-02-29', new Date('2026-11-27T00:00:00Z'))).toBe('2027-02-28');
    expect(nextReviewDate('2019-11-27', new Date('2026-11-26T13:30:00Z'))).toBe('2026-11-27');
    expect(nextReviewDate('2019-11-26', new Date('2026-11-26T13:30:00Z'))).toBe('2027-11-26');
  });

  it('takes the fee and the solvency resolution within two months of the review date', () => {
    expect(reviewDueDate('2026-12-31')).toBe('2027-02-28');
    expect(solvencyWithinWindow('2026-12-31', '2027-02-28')).toBe(true);
    expect(solvencyWithinWindow('2026-12-31', '2027-03-01')).toBe(false);
    expect(solvencyWithinWindow('2026-12-31', '2026-12-30')).toBe(false);
  });

  it('reminds a month before, on the day and a week before late fees', () => {
    expect(reviewReminderDays('2027-01-15')).toEqual([
      { kind: 'BEFORE', day: '2026-12-16' },
      { kind: 'ON_DAY', day: '2027-01-15' },
      { kind: 'BEFORE_LATE_FEES', day: '2027-03-08' },
    ]);
  });
});
