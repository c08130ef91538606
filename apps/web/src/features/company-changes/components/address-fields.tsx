import { STATE_CODES, type TRegisterAddress } from '@app/domain';
import { Group, Select, TextInput } from '@mantine/core';

export const EMPTY_ADDRESS: TRegisterAddress = {
  line1: '',
  suburb: '',
  state: 'NSW',
  postcode: '',
};

/** An Australian street address: street, suburb, state and postcode. */
export function AddressFields(props: {
  label: string;
  value: TRegisterAddress;
  onChange: (next: TRegisterAddress) => void;
}) {
  const { value, onChange } = props;
  const set = (patch: Partial<TRegisterAddress>) => onChange({ ...value, ...patch });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{props.label}</legend>
      <TextInput
        label="Street address"
        required
        value={value.line1}
        onChange={(e) => set({ line1: e.currentTarget.value })}
      />
      <Group grow align="flex-start" gap="sm" wrap="wrap" mt="xs">
        <TextInput
          label="Suburb"
          required
          miw={140}
          value={value.suburb}
          onChange={(e) => set({ suburb: e.currentTarget.value })}
        />
        <Select
          label="State"
          required
          miw={90}
          data={[...STATE_CODES]}
          value={value.state}
          allowDeselect={false}
          onChange={(s) => s && set({ state: s as TRegisterAddress['state'] })}
        />
        <TextInput
          label="Postcode"
          required
          miw={90}
          inputMode="numeric"
          maxLength={4}
          value={value.postcode}
          onChange={(e) => set({ postcode: e.currentTarget.value })}
        />
      </Group>
    </fieldset>
  );
}
