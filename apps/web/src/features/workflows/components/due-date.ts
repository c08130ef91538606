import { parseIsoDate } from '@app/domain';

const pad = (part: string) => part.padStart(2, '0');

/** A day typed as d/m/yyyy (Australian order, whatever the browser's locale) as yyyy-MM-dd. */
export function parseDueDate(text: string): string | null {
  const trimmed = text.trim();
  const au = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = au ? `${au[3]}-${pad(au[2] ?? '')}-${pad(au[1] ?? '')}` : trimmed;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && parseIsoDate(iso) ? iso : null;
}
