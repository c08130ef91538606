import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  annualReviewDate,
  businessNameRenewalDate,
  changeNoticeDeadline,
  complianceItemStatus,
  daysBetween,
  reminderTimes,
  sydneyHourOn,
} from './calendar.js';
import { attachedPlanKind, planOffer } from './plans.js';

describe('the 28-day change deadline', () => {
  it('runs 28 calendar days from the effective date, over month and year ends', () => {
    expect(changeNoticeDeadline('2026-03-10')).toBe('2026-04-07');
    expect(changeNoticeDeadline('2026-12-20')).toBe('2027-01-17');
    expect(changeNoticeDeadline('2028-02-10')).toBe('2028-03-09'); // leap year
    expect(changeNoticeDeadline('2027-02-10')).toBe('2027-03-10');
  });

  it('is a whole number of days across the daylight-saving changes', () => {
    // Sydney moves clocks forward on 4 October 2026 and back on 5 April 2026.
    expect(changeNoticeDeadline('2026-09-20')).toBe('2026-10-18');
    expect(daysBetween('2026-09-20', changeNoticeDeadline('2026-09-20'))).toBe(28);
    expect(changeNoticeDeadline('2026-03-25')).toBe('2026-04-22');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('anniversaries', () => {
  it('gives the annual review date on or after today', () => {
    expect(annualReviewDate('2020-05-15', '2026-03-01')).toBe('2026-05-15');
    expect(annualReviewDate('2020-05-15', '2026-05-15')).toBe('2026-05-15');
    expect(annualReviewDate('2020-05-15', '2026-05-16')).toBe('2027-05-15');
    expect(annualReviewDate('2026-12-31', '2026-12-31')).toBe('2027-12-31');
  });

  it('never falls on the registration day itself', () => {
    expect(annualReviewDate('2026-03-01', '2026-02-01')).toBe('2027-03-01');
  });

  it('moves a 29 February registration to 28 February in other years', () => {
    expect(annualReviewDate('2024-02-29', '2025-01-10')).toBe('2025-02-28');
    expect(annualReviewDate('2024-02-29', '2027-03-01')).toBe('2028-02-29');
  });

  it('renews a three-year business name every third year', () => {
    expect(businessNameRenewalDate('2022-07-01', '2026-01-01', 3)).toBe('2028-07-01');
    expect(businessNameRenewalDate('2022-07-01', '2025-06-30', 3)).toBe('2025-07-01');
    expect(businessNameRenewalDate('2022-07-01', '2025-07-02', 1)).toBe('2026-07-01');
  });
});

describe('statuses', () => {
  const status = (dueOn: string, today: string, done = false) =>
    complianceItemStatus({ dueOn, today, done });

  it('reads upcoming, due soon within 14 days, overdue after the day, done once marked', () => {
    expect(status('2026-02-01', '2026-01-01')).toBe('UPCOMING');
    expect(status('2026-01-15', '2026-01-01')).toBe('DUE_SOON');
    expect(status('2026-01-16', '2026-01-01')).toBe('UPCOMING');
    expect(status('2026-01-01', '2026-01-01')).toBe('DUE_SOON');
    expect(status('2025-12-31', '2026-01-01')).toBe('OVERDUE');
    expect(status('2025-12-31', '2026-01-01', true)).toBe('DONE');
  });
});

describe('reminders', () => {
  it('go at 9 am Sydney time, in standard and daylight time alike', () => {
    expect(sydneyHourOn('2026-07-01', 9).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(sydneyHourOn('2026-12-01', 9).toISOString()).toBe('2026-11-30T22:00:00.000Z');
    // The days the clocks change.
    expect(sydneyHourOn('2026-10-04', 9).toISOString()).toBe('2026-10-03T22:00:00.000Z');
    expect(sydneyHourOn('2026-04-05', 9).toISOString()).toBe('2026-04-04T23:00:00.000Z');
  });

  it('fall 30 and 7 days before and on the day, skipping those already past', () => {
    const due = '2026-10-20'; // daylight time; 30 days before is standard time
    const all = reminderTimes(due, new Date('2026-01-01T00:00:00Z'));
    expect(all.map((r) => [r.daysBefore, r.at.toISOString()])).toEqual([
      [30, '2026-09-19T23:00:00.000Z'],
      [7, '2026-10-12T22:00:00.000Z'],
      [0, '2026-10-19T22:00:00.000Z'],
    ]);
    const late = reminderTimes(due, new Date('2026-10-13T00:00:00Z'));
    expect(late.map((r) => r.daysBefore)).toEqual([0]);
  });

  it('cross the year end', () => {
    const r = reminderTimes('2027-01-05', new Date('2026-11-01T00:00:00Z'));
    expect(r.map((x) => x.at.toISOString())).toEqual([
      '2026-12-05T22:00:00.000Z',
      '2026-12-28T22:00:00.000Z',
      '2027-01-04T22:00:00.000Z',
    ]);
  });
});

describe('plans', () => {
  it('knows which plan each billing handle buys and its first-year price', () => {
    expect(attachedPlanKind('asic-compliance-plan-quarterly')).toBe('ASIC_COMPLIANCE');
    expect(attachedPlanKind('tax-plan-annual')).toBe('TAX');
    expect(attachedPlanKind('essentials-quarterly')).toBeUndefined();
    expect(planOffer('business-compliance')?.firstYearInCents).toBe(19900);
    expect(planOffer('asic-compliance-plan')?.firstYearInCents).toBe(79900);
    expect(planOffer('asic-compliance-plan')?.renewalInCents).toBe(99900);
  });
});
