import { Checkbox, NativeSelect, Radio, Stack } from '@mantine/core';
import type { TFieldProps } from './field-props';
import { fieldId, isRequired, optionLabel, questionLabel } from './questionnaire-logic';

// Up to this many options read best as radio buttons; longer lists become a select.
const MAX_RADIOS = 6;

/** FREE_TEXT with options: choose one. */
export function OptionField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  const options = question.options ?? [];
  const chosen = typeof value === 'string' ? value : '';
  if (options.length > MAX_RADIOS) {
    const placeholder = !chosen || !question.required;
    return (
      <NativeSelect
        id={fieldId(path)}
        label={questionLabel(question)}
        description={question.help}
        required={isRequired(question)}
        withAsterisk={false}
        data={[
          ...(placeholder ? [{ value: '', label: 'Choose…' }] : []),
          ...options.map((o) => ({ value: o.value, label: optionLabel(o.label) })),
        ]}
        value={chosen}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        onBlur={() => onBlur()}
      />
    );
  }
  return (
    <Radio.Group
      label={questionLabel(question)}
      description={question.help}
      required={isRequired(question)}
      withAsterisk={false}
      value={chosen}
      error={error}
      onChange={(next) => onChange(next || undefined)}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option, i) => (
          <Radio
            key={option.value}
            id={i === 0 ? fieldId(path) : undefined}
            value={option.value}
            label={optionLabel(option.label)}
            onBlur={() => onBlur()}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** CHECKBOX: one tick box (a yes/no, or an acknowledgement), or tick any of the options. */
export function CheckboxField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  if (!question.options) {
    return (
      <Checkbox
        id={fieldId(path)}
        label={questionLabel(question)}
        description={question.help}
        required={question.mustBeTicked === true}
        checked={value === true}
        error={error}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={() => onBlur()}
      />
    );
  }
  const chosen = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  return (
    <Checkbox.Group
      label={questionLabel(question)}
      description={question.help}
      required={isRequired(question)}
      withAsterisk={false}
      value={chosen}
      error={error}
      onChange={(next) => onChange(next.length > 0 ? next : undefined)}
    >
      <Stack gap="xs" mt="xs">
        {question.options.map((option, i) => (
          <Checkbox
            key={option.value}
            id={i === 0 ? fieldId(path) : undefined}
            value={option.value}
            label={optionLabel(option.label)}
            onBlur={() => onBlur()}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
