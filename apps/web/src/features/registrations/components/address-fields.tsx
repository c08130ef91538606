import { STATE_CODES, type TRegistrationAddress } from '@app/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';

export type TAddressDraft = Omit<TRegistrationAddress, 'addressType'>;

export const EMPTY_ADDRESS: TAddressDraft = { line1: '', suburb: '', state: 'NSW', postcode: '' };

/** A street address in Australia; `legend` names it for screen readers and labels. */
export function AddressFields(props: {
  legend: string;
  value: TAddressDraft;
  onChange: (value: TAddressDraft) => void;
}) {
  const { value, onChange, legend } = props;
  const set = (patch: Partial<TAddressDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={`${legend}: street address`}
          value={value.line1}
          onChange={(e) => set({ line1: e.currentTarget.value })}
          required
        />
        <TextInput
          label={`${legend}: address line 2`}
          value={value.line2 ?? ''}
          onChange={(e) => set({ line2: e.currentTarget.value || undefined })}
        />
        <TextInput
          label={`${legend}: suburb`}
          value={value.suburb}
          onChange={(e) => set({ suburb: e.currentTarget.value })}
          required
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={`${legend}: state`}
            data={[...STATE_CODES]}
            value={value.state}
            onChange={(s) => s && set({ state: s as TAddressDraft['state'] })}
            allowDeselect={false}
          />
          <TextInput
            label={`${legend}: postcode`}
            value={value.postcode}
            inputMode="numeric"
            maxLength={4}
            onChange={(e) => set({ postcode: e.currentTarget.value })}
            required
          />
        </SimpleGrid>
      </SimpleGrid>
    </fieldset>
  );
}
