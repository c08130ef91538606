import { ACCOUNT_SETTINGS_MESSAGES } from '@app/domain';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorText } from '../../../lib/ui/server-field-errors';
import { paths } from '../../../paths';
import { useConfirmEmailChange } from '../api/email-change';
import { SettingsFrame } from '../components/settings-frame';

/** /settings/email/confirm?token=...: reached from the link mailed to the new address. */
export function SettingsEmailConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);

  // Once per visit: the link works once, so a second call would only report it used.
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <SettingsFrame>
      <Stack gap="md">
        <Title order={1}>Confirm new email</Title>
        {confirm.isPending && <Loader size="sm" aria-label="Confirming your new email address" />}
        {confirm.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="email-changed" maw={560}>
            {confirm.data.message}
          </Alert>
        )}
        {(confirm.isError || !token) && (
          <Alert color="red" variant="light" role="alert" maw={560}>
            {token
              ? fieldErrorText(confirm.error, 'token')
              : ACCOUNT_SETTINGS_MESSAGES.emailChangeInvalid}
          </Alert>
        )}
        <Anchor component={Link} to={paths.settingsEmail()}>
          Back to email settings
        </Anchor>
      </Stack>
    </SettingsFrame>
  );
}
