// Times are shown in the customer's own zone (the browser's), whatever zone the advisor keeps
// their hours in: a Perth customer booking a Sydney lawyer sees Perth times.

export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'Australia/Sydney';

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' });
const keyFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

export type TSlotDay = { key: string; label: string; slots: { value: string; label: string }[] };

/** Free starts grouped by the customer's calendar day, earliest first. */
export function slotsByDay(slots: readonly string[], timeZone: string): TSlotDay[] {
  const days = new Map<string, TSlotDay>();
  const key = keyFormat(timeZone);
  const day = dayFormat(timeZone);
  const time = timeFormat(timeZone);
  for (const value of slots) {
    const at = new Date(value);
    const k = key.format(at);
    let entry = days.get(k);
    if (!entry) {
      entry = { key: k, label: day.format(at), slots: [] };
      days.set(k, entry);
    }
    entry.slots.push({ value, label: time.format(at) });
  }
  return [...days.values()];
}

/** 'Tuesday 14 July 2026, 9:00 am AEST' in the given zone. */
export function formatWhen(value: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(value));
}

/** Upcoming while it has not ended and is still held; everything else is past. */
export function isUpcoming(c: { end: string; status: string }, now: Date): boolean {
  return (
    new Date(c.end) > now && ['RESERVED', 'PENDING', 'APPROVED', 'PLACEHOLDER'].includes(c.status)
  );
}

export const STATUS_LABELS: Record<string, string> = {
  APPROVED: 'Confirmed',
  CANCELED: 'Cancelled',
  COMPLETED: 'Completed',
  DECLINED: 'Declined',
  INCOMPLETE: 'Incomplete',
  PENDING: 'Awaiting confirmation',
  PLACEHOLDER: 'Held',
  REJECTED: 'Rejected',
  RESERVED: 'Booked',
};
