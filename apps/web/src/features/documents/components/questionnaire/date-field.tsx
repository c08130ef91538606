import '@mantine/dates/styles.css';
import { calendarDate, parseIsoDate } from '@app/domain';
import { DateInput } from '@mantine/dates';
import type { TFieldProps } from './field-props';
import { fieldId, isRequired, questionLabel } from './questionnaire-logic';

const dateLimit = (limit: string | undefined) =>
  limit === 'today' ? calendarDate(new Date()) : limit;

const pad = (part: string) => part.padStart(2, '0');

/**
 * Australian order, whatever the browser's locale: 'd/m/yyyy' (or with dots or dashes) and
 * the stored yyyy-MM-dd both read; anything that is not a real day reads as nothing.
 */
export function parseAustralianDate(text: string): string | null {
  const trimmed = text.trim();
  const au = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = au ? `${au[3]}-${pad(au[2] ?? '')}-${pad(au[1] ?? '')}` : trimmed;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && parseIsoDate(iso) ? iso : null;
}

/** A date typed as dd/mm/yyyy or picked from a calendar; stored as yyyy-MM-dd. */
export function DateField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  const stored = typeof value === 'string' && parseAustralianDate(value) ? value : null;
  return (
    <DateInput
      id={fieldId(path)}
      label={questionLabel(question)}
      description={question.help}
      required={isRequired(question)}
      withAsterisk={false}
      placeholder="dd/mm/yyyy"
      valueFormat="DD/MM/YYYY"
      dateParser={parseAustralianDate}
      minDate={dateLimit(question.minDate)}
      maxDate={dateLimit(question.maxDate)}
      value={stored}
      error={error}
      clearable={!question.required}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur()}
      firstDayOfWeek={1}
      popoverProps={{ withinPortal: true }}
      styles={{ root: { maxWidth: 240 } }}
    />
  );
}
