// Times are stored in UTC and shown in Australian time; dates as dd/MM/yyyy (DESIGN §1).
const TIME_ZONE = 'Australia/Sydney';

// The formats are made on first use, not when the app loads: the first one to name a time
// zone loads the zone data, a long task on a phone, and most first pages show no date.
let dateFormat: Intl.DateTimeFormat | undefined;
let moneyFormat: Intl.NumberFormat | undefined;

export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return dateFormat.format(date);
}

/** Money is integer cents everywhere; only the screen sees dollars. */
export function formatCents(cents: number): string {
  moneyFormat ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  return moneyFormat.format(cents / 100);
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
