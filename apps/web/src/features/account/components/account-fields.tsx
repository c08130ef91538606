import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

// The account forms (sign-up, reset, the settings pages) ask for the same things the same
// way: every field is required unless its label says "(optional)", so no asterisks, and the
// browser is told what each field is so it can fill it in.

type TInput = GetInputPropsReturnType;

export const PASSWORD_RULE_HINT = 'At least 8 characters. Avoid common passwords.';

/** First and last name side by side, stacked on a phone. */
export function NameFields({ first, last }: { first: TInput; last: TInput }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        withAsterisk={false}
        {...first}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        required
        withAsterisk={false}
        {...last}
      />
    </SimpleGrid>
  );
}

/** A password the customer chooses, then types again. */
export function NewPasswordFields({
  password,
  confirmation,
  label = 'New password',
}: {
  password: TInput;
  confirmation: TInput;
  label?: string;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description={PASSWORD_RULE_HINT}
        autoComplete="new-password"
        required
        withAsterisk={false}
        {...password}
      />
      <PasswordInput
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        withAsterisk={false}
        {...confirmation}
      />
    </>
  );
}

/** The password the customer has now, asked for before a change that matters. */
export function CurrentPasswordField({
  input,
  label = 'Current password',
  description,
}: {
  input: TInput;
  label?: string;
  description?: string;
}) {
  return (
    <PasswordInput
      label={label}
      description={description}
      autoComplete="current-password"
      required
      withAsterisk={false}
      {...input}
    />
  );
}
