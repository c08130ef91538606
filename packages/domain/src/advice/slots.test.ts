import { describe, expect, it } from 'vitest';
import { freeSlots, isFreeSlot, minuteOfDay, type TAvailability } from './slots.js';
import { wallClockAt, zonedInstant } from './zoned-time.js';

const weekdays = (timeZone: string, start = '09:00', end = '17:00'): TAvailability => ({
  timeZone,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end })),
});

const iso = (d: Date[]) => d.map((x) => x.toISOString());
const day = (date: string, zone: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return {
    from: zonedInstant({ year: y!, month: m!, day: d! }, 0, zone)!,
    to: zonedInstant({ year: y!, month: m!, day: d! }, 24 * 60, zone)!,
  };
};
const longAgo = new Date('2026-01-01T00:00:00Z');

describe('zoned instants', () => {
  it('reads Sydney 09:00 as UTC+11 in summer and UTC+10 in winter', () => {
    expect(
      zonedInstant({ year: 2026, month: 1, day: 15 }, 9 * 60, 'Australia/Sydney')!.toISOString(),
    ).toBe('2026-01-14T22:00:00.000Z');
    expect(
      zonedInstant({ year: 2026, month: 7, day: 15 }, 9 * 60, 'Australia/Sydney')!.toISOString(),
    ).toBe('2026-07-14T23:00:00.000Z');
  });

  it('has no 02:30 in Sydney when clocks go forward on 4 October 2026', () => {
    expect(zonedInstant({ year: 2026, month: 10, day: 4 }, 150, 'Australia/Sydney')).toBeNull();
  });

  it('takes the first 02:30 in Sydney when clocks go back on 5 April 2026', () => {
    const at = zonedInstant({ year: 2026, month: 4, day: 5 }, 150, 'Australia/Sydney')!;
    expect(at.toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(wallClockAt(at, 'Australia/Sydney')).toMatchObject({ hour: 2, minute: 30 });
  });

  it('parses office hours and refuses what is not a time', () => {
    expect(minuteOfDay('09:30')).toBe(570);
    expect(minuteOfDay('24:00')).toBe(1440);
    expect(minuteOfDay('24:01')).toBeNull();
    expect(minuteOfDay('9:30')).toBeNull();
  });
});

describe('free slots across the 2026 daylight-saving changes', () => {
  const rules = { lengthMinutes: 60 };

  it('keeps a Sydney advisor at 09:00 local on both sides of the April change', () => {
    const before = freeSlots({
      availability: weekdays('Australia/Sydney'),
      rules,
      busy: [],
      ...day('2026-04-04', 'Australia/Sydney'),
      now: longAgo,
    });
    const after = freeSlots({
      availability: weekdays('Australia/Sydney'),
      rules,
      busy: [],
      ...day('2026-04-05', 'Australia/Sydney'),
      now: longAgo,
    });
    expect(before[0]!.toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(after[0]!.toISOString()).toBe('2026-04-04T23:00:00.000Z');
    expect(before).toHaveLength(8);
    expect(after).toHaveLength(8);
  });

  it('keeps a Sydney advisor at 09:00 local on both sides of the October change', () => {
    const before = freeSlots({
      availability: weekdays('Australia/Sydney'),
      rules,
      busy: [],
      ...day('2026-10-03', 'Australia/Sydney'),
      now: longAgo,
    });
    const after = freeSlots({
      availability: weekdays('Australia/Sydney'),
      rules,
      busy: [],
      ...day('2026-10-04', 'Australia/Sydney'),
      now: longAgo,
    });
    expect(before[0]!.toISOString()).toBe('2026-10-02T23:00:00.000Z');
    expect(after[0]!.toISOString()).toBe('2026-10-03T22:00:00.000Z');
  });

  it('gives a window across the missing hour only the real time it has', () => {
    // 01:00-04:00 on 4 October is two real hours in Sydney.
    const availability: TAvailability = {
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 7, start: '01:00', end: '04:00' }],
    };
    const slots = freeSlots({
      availability,
      rules,
      busy: [],
      ...day('2026-10-04', 'Australia/Sydney'),
      now: longAgo,
    });
    expect(iso(slots)).toEqual(['2026-10-03T15:00:00.000Z', '2026-10-03T16:00:00.000Z']);
  });

  it('gives a window across the repeated hour the extra real hour', () => {
    // 01:00-04:00 on 5 April is four real hours in Sydney.
    const availability: TAvailability = {
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 7, start: '01:00', end: '04:00' }],
    };
    const slots = freeSlots({
      availability,
      rules,
      busy: [],
      ...day('2026-04-05', 'Australia/Sydney'),
      now: longAgo,
    });
    expect(slots).toHaveLength(4);
  });

  it.each([
    ['Australia/Brisbane', '2026-04-04T23:00:00.000Z', '2026-04-05T23:00:00.000Z'],
    ['Australia/Perth', '2026-04-05T01:00:00.000Z', '2026-04-06T01:00:00.000Z'],
    ['Australia/Darwin', '2026-04-04T23:30:00.000Z', '2026-04-05T23:30:00.000Z'],
  ])('does not move an advisor in %s, where clocks never change', (zone, first, next) => {
    const one = freeSlots({
      availability: weekdays(zone),
      rules,
      busy: [],
      ...day('2026-04-05', zone),
      now: longAgo,
    });
    const two = freeSlots({
      availability: weekdays(zone),
      rules,
      busy: [],
      ...day('2026-04-06', zone),
      now: longAgo,
    });
    expect(one[0]!.toISOString()).toBe(first);
    expect(two[0]!.toISOString()).toBe(next);
  });

  it('moves Adelaide by its half-hour offsets in October', () => {
    const slots = freeSlots({
      availability: weekdays('Australia/Adelaide'),
      rules,
      busy: [],
      ...day('2026-10-04', 'Australia/Adelaide'),
      now: longAgo,
    });
    expect(slots[0]!.toISOString()).toBe('2026-10-03T22:30:00.000Z');
  });
});

describe('free slots and bookings', () => {
  const zone = 'Australia/Sydney';
  const range = day('2026-07-15', zone); // a Wednesday, UTC+10
  const at = (hhmm: string) => new Date(`2026-07-15T${hhmm}:00+10:00`);

  it('leaves out a booked slot and the buffers either side of it', () => {
    const slots = freeSlots({
      availability: weekdays(zone),
      rules: {
        lengthMinutes: 30,
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        stepMinutes: 30,
      },
      busy: [{ start: at('11:00'), end: at('11:30') }],
      ...range,
      now: longAgo,
    });
    const local = slots
      .map((s) => wallClockAt(s, zone))
      .map((w) => `${w.hour}:${String(w.minute).padStart(2, '0')}`);
    expect(local).toContain('10:00');
    expect(local).not.toContain('10:30');
    expect(local).not.toContain('11:00');
    expect(local).not.toContain('11:30');
    expect(local).toContain('12:00');
  });

  it('offers nothing sooner than the minimum notice', () => {
    const slots = freeSlots({
      availability: weekdays(zone),
      rules: { lengthMinutes: 60, minimumNoticeMinutes: 120 },
      busy: [],
      ...range,
      now: at('09:30'),
    });
    expect(slots[0]!.toISOString()).toBe(at('12:00').toISOString());
  });

  it('closes a day that has reached its daily limit', () => {
    const slots = freeSlots({
      availability: weekdays(zone),
      rules: { lengthMinutes: 60, dailyLimit: 1 },
      busy: [{ start: at('09:00'), end: at('10:00') }],
      ...range,
      now: longAgo,
    });
    expect(slots).toEqual([]);
  });

  it('uses a date override over the weekly hours, and an empty one as a day off', () => {
    const availability: TAvailability = {
      ...weekdays(zone),
      overrides: [
        { date: '2026-07-15', windows: [{ start: '13:00', end: '14:00' }] },
        { date: '2026-07-16', windows: [] },
      ],
    };
    const slots = freeSlots({
      availability,
      rules: { lengthMinutes: 60 },
      busy: [],
      from: range.from,
      to: day('2026-07-16', zone).to,
      now: longAgo,
    });
    expect(iso(slots)).toEqual([at('13:00').toISOString()]);
  });

  it('checks one start by the rule it was offered by', () => {
    const o = {
      availability: weekdays(zone),
      rules: { lengthMinutes: 60 },
      busy: [{ start: at('10:00'), end: at('11:00') }],
      now: longAgo,
    };
    expect(isFreeSlot({ ...o, start: at('09:00') })).toBe(true);
    expect(isFreeSlot({ ...o, start: at('10:00') })).toBe(false);
    expect(isFreeSlot({ ...o, start: at('09:15') })).toBe(false);
    expect(isFreeSlot({ ...o, start: at('17:00') })).toBe(false);
  });
});
