import { parseIsoDate } from './dates.js';

/** 'yyyy-MM-dd' moved by whole days; UTC arithmetic, so no daylight saving shift creeps in. */
export function addDays(iso: string, days: number): string {
  const day = parseIsoDate(iso);
  if (!day) throw new Error(`Not a date: ${iso}`);
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return moved.toISOString().slice(0, 10);
}
