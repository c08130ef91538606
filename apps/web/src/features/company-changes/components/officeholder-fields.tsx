import { COMPANY_CHANGE_MESSAGES, type TRegisterOfficeholder } from '@app/domain';
import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';

export type TOfficeholderDraft = Omit<TRegisterOfficeholder, 'appointedOn'>;

export const emptyOfficeholder = (): TOfficeholderDraft => ({
  id: 'new',
  firstName: '',
  lastName: '',
  roles: ['DIRECTOR'],
  dateOfBirth: '',
  directorId: '',
  residentialAddress: EMPTY_ADDRESS,
  australianResident: true,
});

/** The details ASIC needs of an officeholder (as on Form 201 and Form 484). */
export function OfficeholderFields(props: {
  value: TOfficeholderDraft;
  onChange: (next: TOfficeholderDraft) => void;
}) {
  const { value: v, onChange } = props;
  const set = (patch: Partial<TOfficeholderDraft>) => onChange({ ...v, ...patch });
  const toggle = (role: 'DIRECTOR' | 'SECRETARY', on: boolean) =>
    set({ roles: on ? [...new Set([...v.roles, role])] : v.roles.filter((r) => r !== role) });
  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label="First name"
          required
          miw={160}
          value={v.firstName}
          onChange={(e) => set({ firstName: e.currentTarget.value })}
        />
        <TextInput
          label="Last name"
          required
          miw={160}
          value={v.lastName}
          onChange={(e) => set({ lastName: e.currentTarget.value })}
        />
      </Group>
      <Checkbox.Group
        label="Roles"
        withAsterisk
        value={v.roles}
        error={v.roles.length === 0 ? COMPANY_CHANGE_MESSAGES.roleRequired : undefined}
      >
        <Group gap="md" mt={4}>
          <Checkbox
            value="DIRECTOR"
            label="Director"
            onChange={(e) => toggle('DIRECTOR', e.currentTarget.checked)}
          />
          <Checkbox
            value="SECRETARY"
            label="Secretary"
            onChange={(e) => toggle('SECRETARY', e.currentTarget.checked)}
          />
        </Group>
      </Checkbox.Group>
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label="Date of birth"
          type="date"
          required
          miw={160}
          value={v.dateOfBirth}
          onChange={(e) => set({ dateOfBirth: e.currentTarget.value })}
        />
        <TextInput
          label="Director ID"
          description="15 digits beginning with 036"
          inputMode="numeric"
          miw={160}
          value={v.directorId ?? ''}
          onChange={(e) => set({ directorId: e.currentTarget.value })}
        />
      </Group>
      <Checkbox
        label="Ordinarily lives in Australia"
        checked={v.australianResident}
        onChange={(e) => set({ australianResident: e.currentTarget.checked })}
      />
      <AddressFields
        label="Residential address"
        value={v.residentialAddress}
        onChange={(residentialAddress) => set({ residentialAddress })}
      />
    </Stack>
  );
}
