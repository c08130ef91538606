import { type TTenant, ZSignUp } from '@app/domain';
import {
  Anchor,
  Button,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths';
import { useSignUp } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { FormError } from '../components/form-error';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

const COUNTRIES: { value: TTenant; label: string }[] = [
  { value: 'AU', label: 'Australia' },
  { value: 'US', label: 'United States' },
];

export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next') ?? undefined;
  const form = useSchemaForm(ZSignUp, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    phone: '',
    postcode: '',
    tenant: 'AU' as TTenant,
  });
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();

  const submit = form.onSubmit((values) => {
    signUp.mutate(ZSignUp.parse(values), {
      onSuccess: completeSignIn,
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <AuthLayout
      title="Create your account"
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
      <FormError error={signUp.error} />
      {/* Every field is required unless its label says "(optional)", so no asterisks. */}
      <form onSubmit={submit} noValidate aria-label="Create your account">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              withAsterisk={false}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              withAsterisk={false}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters. Avoid common passwords."
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
          <Button type="submit" loading={signUp.isPending} disabled={signUp.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
