import { AU_STATES } from '@app/domain';
import { Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import type { TFieldProps } from './field-props';
import { fieldId, isRequired, questionLabel } from './questionnaire-logic';

const STATE_NAMES: Record<(typeof AU_STATES)[number], string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

type TParts = Record<string, unknown>;

const partsOf = (value: unknown): TParts =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TParts) : {};

/** A question answered in several boxes, under one legend that carries the question. */
function StructuredFieldset({
  props,
  children,
}: {
  props: TFieldProps;
  children: (part: (name: string) => TPartProps) => ReactNode;
}) {
  const { question, path, value, partErrors = {}, onChange, onBlur } = props;
  const parts = partsOf(value);
  const helpId = question.help ? `${fieldId(path)}-help` : undefined;
  const part = (name: string): TPartProps => ({
    id: fieldId(path, name),
    value: typeof parts[name] === 'string' ? (parts[name] as string) : '',
    error: partErrors[name],
    required: isRequired(question),
    onChange: (text: string) => {
      const next = { ...parts, [name]: text };
      // All boxes empty is no answer at all.
      const blank = Object.values(next).every((v) => typeof v !== 'string' || v.trim() === '');
      onChange(blank ? undefined : next);
    },
    onBlur: () => onBlur(name),
  });
  return (
    <Fieldset legend={questionLabel(question)} variant="unstyled" p={0} aria-describedby={helpId}>
      {question.help && (
        <Text id={helpId} size="sm" c="dimmed" mb="xs">
          {question.help}
        </Text>
      )}
      {children(part)}
    </Fieldset>
  );
}

type TPartProps = {
  id: string;
  value: string;
  error: string | undefined;
  /** Whether the question as a whole needs an answer. */
  required: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
};

function PartInput({
  label,
  box,
  optional = false,
  ...rest
}: { label: string; box: TPartProps; optional?: boolean } & Omit<
  ComponentProps<typeof TextInput>,
  'onChange' | 'value' | 'error' | 'label'
>) {
  return (
    <TextInput
      {...rest}
      id={box.id}
      label={optional ? `${label} (optional)` : label}
      required={box.required && !optional}
      withAsterisk={false}
      value={box.value}
      error={box.error}
      onChange={(event) => box.onChange(event.currentTarget.value)}
      onBlur={box.onBlur}
    />
  );
}

export function AddressField(props: TFieldProps) {
  return (
    <StructuredFieldset props={props}>
      {(part) => {
        const state = part('state');
        return (
          <Stack gap="xs">
            <PartInput label="Street address" box={part('line1')} />
            <PartInput label="Address line 2" box={part('line2')} optional />
            <PartInput label="Suburb or town" box={part('suburb')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <NativeSelect
                id={state.id}
                label="State or territory"
                required={state.required}
                withAsterisk={false}
                data={[
                  { value: '', label: 'Choose…' },
                  ...AU_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] })),
                ]}
                value={state.value}
                error={state.error}
                onChange={(event) => state.onChange(event.currentTarget.value)}
                onBlur={state.onBlur}
              />
              <PartInput
                label="Postcode"
                box={part('postcode')}
                inputMode="numeric"
                maxLength={4}
                styles={{ input: { maxWidth: 120 } }}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </StructuredFieldset>
  );
}

export function FullNameField(props: TFieldProps) {
  return (
    <StructuredFieldset props={props}>
      {(part) => (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <PartInput label="Given names" box={part('givenNames')} />
          <PartInput label="Family name" box={part('familyName')} />
        </SimpleGrid>
      )}
    </StructuredFieldset>
  );
}
