import { ACCOUNT_SETTINGS_MESSAGES, type TPersonalDetails, ZPersonalDetails } from '@app/domain';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  type TPersonalDetailsView,
  usePersonalDetails,
  useUpdatePersonalDetails,
} from '../api/personal-details';
import { NameFields } from '../components/account-fields';
import { FormError } from '../components/form-error';
import { SettingsFrame } from '../components/settings-frame';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';

/** /settings/personal-details: the name, phone and postcode on the account. */
export function SettingsPersonalDetailsPage() {
  const details = usePersonalDetails();
  return (
    <SettingsFrame>
      <Stack gap="md">
        <Title order={1}>Personal details</Title>
        <QueryState query={details} loadingLabel="Loading your details" />
        {details.data && <PersonalDetailsForm details={details.data} />}
      </Stack>
    </SettingsFrame>
  );
}

const valuesOf = (d: TPersonalDetailsView) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  phone: d.phone ?? '',
  postcode: d.postcode ?? '',
});

function PersonalDetailsForm({ details }: { details: TPersonalDetailsView }) {
  const form = useSchemaForm(ZPersonalDetails, valuesOf(details));
  const save = useUpdatePersonalDetails();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only fresh server data resets.
  useEffect(() => {
    form.setInitialValues(valuesOf(details));
  }, [details]);

  const submit = form.onSubmit((values) => {
    save.mutate(ZPersonalDetails.parse(values) as TPersonalDetails, {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        showSuccessToast(ACCOUNT_SETTINGS_MESSAGES.personalDetailsSaved);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Personal details">
      <Stack gap="sm" maw={520}>
        <FormError error={save.error && !Object.keys(form.errors).length ? save.error : null} />
        <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          description="Leave blank to remove it."
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Postcode (optional)"
          autoComplete="postal-code"
          maw={200}
          {...form.getInputProps('postcode')}
        />
        <Text size="sm">
          Email: <strong>{details.email}</strong>{' '}
          <Anchor component={Link} to={paths.settingsEmail()}>
            Change email
          </Anchor>
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
