import type { TShareholder } from '@app/domain';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { TCompanyApplication } from '../api/company-application';
import { AddressFields, EMPTY_ADDRESS, type TAddressDraft } from './address-fields';
import { StepActions } from './step-actions';
import { StepProblems } from './step-problems';
import { useStepSaver } from './use-step-saver';

type THolderDraft = Omit<TShareholder, 'address' | 'acn'> & { address: TAddressDraft; acn: string };

let nextId = 0;
const newHolder = (name = '', address = EMPTY_ADDRESS): THolderDraft => ({
  id: `s${Date.now().toString(36)}${(nextId++).toString(36)}`,
  kind: 'PERSON',
  name,
  acn: '',
  address,
  shareClass: 'ORD',
  numberOfShares: 100,
  amountPaidPerShareCents: 100,
  amountUnpaidPerShareCents: 0,
  beneficiallyOwned: true,
});

const toDraft = (s: TShareholder): THolderDraft => {
  const { addressType: _t, ...address } = s.address;
  return { ...s, address, acn: s.acn ?? '' };
};

const dollars = (cents: number) => cents / 100;
const cents = (value: number | string) => Math.round(Number(value || 0) * 100);

/** Step 4: who holds the shares (ORD class by default), how many, and what is paid. */
export function ShareholdersStep(props: {
  application: TCompanyApplication;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { form } = props.application;
  const firstPerson = form.officeholders?.officeholders[0];
  const [holders, setHolders] = useState<THolderDraft[]>(() => {
    if (form.shareholders) return form.shareholders.shareholders.map(toDraft);
    if (!firstPerson) return [newHolder()];
    const { addressType: _t, ...address } = firstPerson.residentialAddress;
    return [newHolder(`${firstPerson.givenNames} ${firstPerson.familyName}`, address)];
  });
  const saver = useStepSaver(props.application, 'shareholders', props.onSaved);
  const update = (id: string, patch: Partial<THolderDraft>) =>
    setHolders((all) => all.map((h) => (h.id === id ? { ...h, ...patch } : h)));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        saver.submit({
          shareholders: holders.map((h) => ({
            ...h,
            acn: h.kind === 'COMPANY' ? h.acn : undefined,
            address: { ...h.address, addressType: 'SHAREHOLDERS_ADDRESS' },
          })),
          ultimateHoldingCompany: null,
        });
      }}
    >
      <Stack gap="md">
        {holders.map((h, index) => {
          const label = `Shareholder ${index + 1}`;
          return (
            <Card
              key={h.id}
              withBorder
              radius="md"
              padding="md"
              aria-label={label}
              component="section"
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{label}</Text>
                  {holders.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setHolders((all) => all.filter((x) => x.id !== h.id))}
                    >
                      Remove {label.toLowerCase()}
                    </Button>
                  )}
                </Group>
                <SegmentedControl
                  aria-label={`${label} is a`}
                  value={h.kind}
                  onChange={(kind) => update(h.id, { kind: kind as THolderDraft['kind'] })}
                  data={[
                    { value: 'PERSON', label: 'Person' },
                    { value: 'COMPANY', label: 'Company' },
                  ]}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={`${label} name`}
                    value={h.name}
                    onChange={(e) => update(h.id, { name: e.currentTarget.value })}
                  />
                  {h.kind === 'COMPANY' && (
                    <TextInput
                      label={`${label} ACN`}
                      inputMode="numeric"
                      value={h.acn}
                      onChange={(e) => update(h.id, { acn: e.currentTarget.value })}
                    />
                  )}
                  <TextInput label="Share class" value="ORD (ordinary)" readOnly />
                  <NumberInput
                    label={`${label} number of shares`}
                    min={1}
                    allowDecimal={false}
                    value={h.numberOfShares}
                    onChange={(v) => update(h.id, { numberOfShares: Number(v) })}
                  />
                  <NumberInput
                    label={`${label} amount paid per share ($)`}
                    min={0}
                    decimalScale={2}
                    value={dollars(h.amountPaidPerShareCents)}
                    onChange={(v) => update(h.id, { amountPaidPerShareCents: cents(v) })}
                  />
                  <NumberInput
                    label={`${label} amount unpaid per share ($)`}
                    min={0}
                    decimalScale={2}
                    value={dollars(h.amountUnpaidPerShareCents)}
                    onChange={(v) => update(h.id, { amountUnpaidPerShareCents: cents(v) })}
                  />
                </SimpleGrid>
                <Checkbox
                  label="The shares are owned beneficially (not held for someone else)"
                  checked={h.beneficiallyOwned}
                  onChange={(e) => update(h.id, { beneficiallyOwned: e.currentTarget.checked })}
                />
                <AddressFields
                  legend={`${label} address`}
                  value={h.address}
                  onChange={(address) => update(h.id, { address })}
                />
              </Stack>
            </Card>
          );
        })}
        <Group>
          <Button variant="light" onClick={() => setHolders((all) => [...all, newHolder()])}>
            Add another shareholder
          </Button>
        </Group>
        <StepProblems problems={saver.problems} />
        <StepActions pending={saver.pending} onBack={props.onBack} />
      </Stack>
    </form>
  );
}
