import type { TCompanyOfficeholder } from '@app/domain';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TCompanyApplication } from '../api/company-application';
import { AddressFields, EMPTY_ADDRESS, type TAddressDraft } from './address-fields';
import { StepActions } from './step-actions';
import { StepProblems } from './step-problems';
import { useStepSaver } from './use-step-saver';

type TPersonDraft = Omit<
  TCompanyOfficeholder,
  'residentialAddress' | 'directorId' | 'formerNames'
> & {
  residentialAddress: TAddressDraft;
  directorId: string;
  formerNames: string;
};

let nextId = 0;
const newPerson = (): TPersonDraft => ({
  id: `p${Date.now().toString(36)}${(nextId++).toString(36)}`,
  givenNames: '',
  familyName: '',
  formerNames: '',
  dateOfBirth: '',
  placeOfBirth: { town: '', country: 'Australia' },
  residentialAddress: EMPTY_ADDRESS,
  roles: ['DIRECTOR'],
  ordinarilyResidentInAustralia: true,
  directorId: '',
});

const toDraft = (o: TCompanyOfficeholder): TPersonDraft => {
  const { addressType: _t, ...address } = o.residentialAddress;
  return {
    ...o,
    residentialAddress: address,
    directorId: o.directorId ?? '',
    formerNames: o.formerNames.join(', '),
  };
};

const toInput = (p: TPersonDraft) => ({
  ...p,
  formerNames: p.formerNames
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean),
  residentialAddress: { ...p.residentialAddress, addressType: 'DIRECTORS_ADDRESS' },
  directorId: p.directorId.trim() || undefined,
});

/** Step 3: directors and the secretary, with what Form 201 asks of each. */
export function OfficeholdersStep(props: {
  application: TCompanyApplication;
  onSaved: () => void;
  onBack: () => void;
}) {
  const saved = props.application.form.officeholders?.officeholders;
  const [people, setPeople] = useState<TPersonDraft[]>(saved ? saved.map(toDraft) : [newPerson()]);
  const saver = useStepSaver(props.application, 'officeholders', props.onSaved);
  const update = (id: string, patch: Partial<TPersonDraft>) =>
    setPeople((all) => all.map((p) => (p.id === id ? { ...p, ...patch } : p)));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        saver.submit({ officeholders: people.map(toInput) });
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Every director must be 18 or over and hold a director ID; at least one director must
          ordinarily live in Australia.
        </Text>
        {people.map((p, index) => {
          const label = `Officeholder ${index + 1}`;
          const toggleRole = (role: 'DIRECTOR' | 'SECRETARY', on: boolean) =>
            update(p.id, {
              roles: on ? [...new Set([...p.roles, role])] : p.roles.filter((r) => r !== role),
            });
          return (
            <Card
              key={p.id}
              withBorder
              radius="md"
              padding="md"
              aria-label={label}
              component="section"
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{label}</Text>
                  {people.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setPeople((all) => all.filter((x) => x.id !== p.id))}
                    >
                      Remove {label.toLowerCase()}
                    </Button>
                  )}
                </Group>
                <Group gap="lg">
                  <Checkbox
                    label="Director"
                    checked={p.roles.includes('DIRECTOR')}
                    onChange={(e) => toggleRole('DIRECTOR', e.currentTarget.checked)}
                  />
                  <Checkbox
                    label="Secretary"
                    checked={p.roles.includes('SECRETARY')}
                    onChange={(e) => toggleRole('SECRETARY', e.currentTarget.checked)}
                  />
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="Given names"
                    value={p.givenNames}
                    onChange={(e) => update(p.id, { givenNames: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Family name"
                    value={p.familyName}
                    onChange={(e) => update(p.id, { familyName: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Former names"
                    description="Separate several with commas"
                    value={p.formerNames}
                    onChange={(e) => update(p.id, { formerNames: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Date of birth"
                    type="date"
                    value={p.dateOfBirth}
                    onChange={(e) => update(p.id, { dateOfBirth: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Town of birth"
                    value={p.placeOfBirth.town}
                    onChange={(e) =>
                      update(p.id, {
                        placeOfBirth: { ...p.placeOfBirth, town: e.currentTarget.value },
                      })
                    }
                  />
                  <TextInput
                    label="Country of birth"
                    value={p.placeOfBirth.country}
                    onChange={(e) =>
                      update(p.id, {
                        placeOfBirth: { ...p.placeOfBirth, country: e.currentTarget.value },
                      })
                    }
                  />
                  <TextInput
                    label="Director ID"
                    description="15 digits, beginning with 036"
                    inputMode="numeric"
                    value={p.directorId}
                    onChange={(e) => update(p.id, { directorId: e.currentTarget.value })}
                  />
                </SimpleGrid>
                <Checkbox
                  label="Ordinarily lives in Australia"
                  checked={p.ordinarilyResidentInAustralia}
                  onChange={(e) =>
                    update(p.id, { ordinarilyResidentInAustralia: e.currentTarget.checked })
                  }
                />
                <AddressFields
                  legend={`${label} residential address`}
                  value={p.residentialAddress}
                  onChange={(residentialAddress) => update(p.id, { residentialAddress })}
                />
              </Stack>
            </Card>
          );
        })}
        <Group>
          <Button variant="light" onClick={() => setPeople((all) => [...all, newPerson()])}>
            Add another officeholder
          </Button>
        </Group>
        <StepProblems problems={saver.problems} />
        <StepActions pending={saver.pending} onBack={props.onBack} />
      </Stack>
    </form>
  );
}
