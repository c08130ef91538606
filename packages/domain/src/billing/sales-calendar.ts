import {
  addDays,
  compareDays,
  dayOfWeek,
  sydneyDay,
  sydneyStartOfDay,
  type TSydneyDay,
} from './sydney-time.js';

// When the promotional sales of SPEC §9 run, as inclusive Sydney calendar days:
// - Black Friday: from the Monday before Black Friday to 30 November;
// - Cyber Monday: the Monday after Black Friday, that day only (it is the name of a day,
//   and in years when it falls on 30 November it takes that day from Black Friday);
// - EOFY (end of the Australian financial year): 1 to 30 June.
// Black Friday is the Friday after the fourth Thursday of November (US Thanksgiving).

export const SALE_KINDS = ['eofy', 'cyberMonday', 'blackFriday'] as const;
export type TSaleKind = (typeof SALE_KINDS)[number];

export type TSaleWindow = { kind: TSaleKind; firstDay: TSydneyDay; lastDay: TSydneyDay };

const THURSDAY = 4;

export function blackFriday(year: number): TSydneyDay {
  const first = { year, month: 11, day: 1 };
  const firstThursday = addDays(first, (THURSDAY - dayOfWeek(first) + 7) % 7);
  return addDays(firstThursday, 3 * 7 + 1);
}

export function cyberMonday(year: number): TSydneyDay {
  return addDays(blackFriday(year), 3);
}

export function saleWindow(kind: TSaleKind, year: number): TSaleWindow {
  switch (kind) {
    case 'blackFriday':
      return {
        kind,
        firstDay: addDays(blackFriday(year), -4),
        lastDay: { year, month: 11, day: 30 },
      };
    case 'cyberMonday':
      return { kind, firstDay: cyberMonday(year), lastDay: cyberMonday(year) };
    case 'eofy':
      return { kind, firstDay: { year, month: 6, day: 1 }, lastDay: { year, month: 6, day: 30 } };
  }
}

/** The instant a sale starts: midnight at the start of its first day in Sydney. */
export function saleStartsAt(window: TSaleWindow): Date {
  return sydneyStartOfDay(window.firstDay);
}

/** The instant a sale is over: midnight at the end of its last day in Sydney. */
export function saleEndsAt(window: TSaleWindow): Date {
  return sydneyStartOfDay(addDays(window.lastDay, 1));
}

export function isSaleOn(kind: TSaleKind, now: Date): boolean {
  const today = sydneyDay(now);
  const window = saleWindow(kind, today.year);
  return compareDays(window.firstDay, today) <= 0 && compareDays(today, window.lastDay) <= 0;
}
