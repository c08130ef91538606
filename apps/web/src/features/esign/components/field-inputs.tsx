import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { TSigningField } from '../lib/types';

/** Fields the signature fills on its own; the rest the signer types or ticks. */
const FILLED_BY_SIGNATURE = new Set<TSigningField['type']>(['SIGNATURE', 'INITIALS', 'DATE']);

export const fieldsToFill = (fields: readonly TSigningField[]) =>
  fields.filter((f) => !FILLED_BY_SIGNATURE.has(f.type));

export type TFieldEntries = Record<string, { text?: string; checked?: boolean }>;

/** The required fields still empty: signing waits for them. */
export function missingFields(fields: readonly TSigningField[], entries: TFieldEntries) {
  return fieldsToFill(fields).filter((f) => {
    if (!f.required) return false;
    const entry = entries[f.id];
    return f.type === 'CHECKBOX' ? !entry?.checked : !entry?.text?.trim();
  });
}

type TProps = {
  fields: readonly TSigningField[];
  entries: TFieldEntries;
  onChange: (entries: TFieldEntries) => void;
  showMissing: boolean;
};

/** The signer's text, name and tick fields, in page order, labelled with where they sit. */
export function FieldInputs({ fields, entries, onChange, showMissing }: TProps) {
  const own = fieldsToFill(fields).sort((a, b) => a.page - b.page || a.y - b.y);
  if (own.length === 0) return null;
  const set = (id: string, value: { text?: string; checked?: boolean }) =>
    onChange({ ...entries, [id]: value });
  return (
    <Stack gap="sm">
      {own.map((field, index) => {
        const where = `on page ${field.page + 1}`;
        const entry = entries[field.id];
        if (field.type === 'CHECKBOX') {
          return (
            <Checkbox
              key={field.id}
              label={`Tick ${where}`}
              required={field.required}
              checked={entry?.checked ?? false}
              onChange={(event) => set(field.id, { checked: event.currentTarget.checked })}
              error={
                showMissing && field.required && !entry?.checked
                  ? 'Tick this box to sign'
                  : undefined
              }
            />
          );
        }
        const label =
          field.type === 'NAME' ? `Your full name (${where})` : `Text ${index + 1} (${where})`;
        return (
          <TextInput
            key={field.id}
            label={label}
            required={field.required}
            value={entry?.text ?? ''}
            maxLength={200}
            onChange={(event) => set(field.id, { text: event.currentTarget.value })}
            error={
              showMissing && field.required && !entry?.text?.trim()
                ? 'Fill this in to sign'
                : undefined
            }
          />
        );
      })}
    </Stack>
  );
}
