import { ZPasswordConfirmation } from '@app/domain';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { applyServerErrors, useSchemaForm } from '../hooks/use-schema-form';
import { FormError } from './form-error';

type TProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  pending: boolean;
  error: Error | null;
  onClose: () => void;
  onConfirm: (password: string, showFieldErrors: (error: unknown) => boolean) => void;
};

/**
 * Asks for the password before something that cannot be undone from this device (signing
 * out everywhere, deleting the account): a session left open elsewhere is not enough.
 */
export function SettingsPasswordModal(props: TProps) {
  const form = useSchemaForm(ZPasswordConfirmation, { password: '' });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.onSubmit((values) =>
    props.onConfirm(values.password, (error) => applyServerErrors(form, error)),
  );
  const fieldError = Boolean(form.errors.password);
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <form onSubmit={submit} noValidate aria-label={props.title}>
        <Stack gap="md">
          <Text size="sm">{props.children}</Text>
          {!fieldError && <FormError error={props.error} />}
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            data-autofocus
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="default" onClick={close}>
              {props.cancelLabel}
            </Button>
            <Button
              type="submit"
              color={props.danger ? 'red' : undefined}
              loading={props.pending}
              disabled={props.pending}
            >
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
