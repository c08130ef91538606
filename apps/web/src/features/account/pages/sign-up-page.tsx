import { type TTenant, ZNextPath, ZSignUp } from '@app/domain';
import {
  Anchor,
  Button,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths';
import { useSignUp } from '../api/sign-up';
import { NameFields, PASSWORD_RULE_HINT } from '../components/account-fields';
import { AuthLayout } from '../components/auth-layout';
import { CheckInbox } from '../components/check-inbox';
import { SignUpError } from '../components/sign-up-error';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

const COUNTRIES: { value: TTenant; label: string }[] = [
  { value: 'AU', label: 'Australia' },
  { value: 'US', label: 'United States' },
];

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  postcode: '',
  tenant: 'AU' as TTenant,
};
type TSignUpValues = typeof EMPTY;

/**
 * /sign-up: the account opens through the link mailed to the address, so the page ends on
 * "check your inbox" for every address, registered or not.
 */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next') ?? undefined;
  const form = useSchemaForm(ZSignUp, EMPTY);
  const signUp = useSignUp();

  const submit = form.onSubmit((values) => {
    // The mailed link brings the person back to where they were headed.
    const comeBack = ZNextPath.safeParse(next).success ? next : undefined;
    signUp.mutate(ZSignUp.parse({ ...values, next: comeBack }), {
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <AuthLayout
      title={signUp.isSuccess ? 'Check your inbox' : 'Create your account'}
      section="Sign up"
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.signIn({ next })}>
            Sign in
          </Anchor>
        </>
      }
    >
      {signUp.isSuccess ? (
        <CheckInbox
          message={signUp.data.message}
          email={signUp.data.email}
          onChangeEmail={() => signUp.reset()}
        />
      ) : (
        <>
          <SignUpError error={signUp.error} next={next} />
          <SignUpForm
            form={form}
            onSubmit={submit}
            pending={signUp.isPending}
            // A refusal speaks of the address it was given; once that changes it no longer holds.
            onEmailChange={() => {
              if (signUp.error) signUp.reset();
            }}
          />
        </>
      )}
    </AuthLayout>
  );
}

type TSignUpFormProps = {
  form: UseFormReturnType<TSignUpValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  onEmailChange: () => void;
};

function SignUpForm({ form, onSubmit, pending, onEmailChange }: TSignUpFormProps) {
  const email = form.getInputProps('email');
  return (
    // Every field is required unless its label says "(optional)", so no asterisks.
    <form onSubmit={onSubmit} noValidate aria-label="Create your account">
      <Stack gap="sm">
        <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...email}
          onChange={(event) => {
            email.onChange(event);
            onEmailChange();
          }}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_RULE_HINT}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Postcode (optional)"
            autoComplete="postal-code"
            {...form.getInputProps('postcode')}
          />
        </SimpleGrid>
        <NativeSelect label="Country" data={COUNTRIES} {...form.getInputProps('tenant')} />
        <Button type="submit" loading={pending} disabled={pending} fullWidth>
          Create account
        </Button>
        <Text size="xs" c="dimmed" ta="center" data-testid="sign-up-consent">
          By creating an account you agree to the{' '}
          <Anchor href={paths.terms()} target="_blank" rel="noopener" inherit underline="always">
            Terms
          </Anchor>{' '}
          and the{' '}
          <Anchor href={paths.privacy()} target="_blank" rel="noopener" inherit underline="always">
            Privacy policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
