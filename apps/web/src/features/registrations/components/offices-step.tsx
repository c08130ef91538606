import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TCompanyApplication } from '../api/company-application';
import { AddressFields, EMPTY_ADDRESS, type TAddressDraft } from './address-fields';
import { StepActions } from './step-actions';
import { StepProblems } from './step-problems';
import { useStepSaver } from './use-step-saver';

const strip = ({ addressType: _t, ...rest }: TAddressDraft & { addressType?: string }) => rest;

/** Step 2: the registered office (a street address) and the principal place of business. */
export function OfficesStep(props: {
  application: TCompanyApplication;
  onSaved: () => void;
  onBack: () => void;
}) {
  const saved = props.application.form.offices;
  const [office, setOffice] = useState<TAddressDraft>(
    saved ? strip(saved.registeredOffice) : EMPTY_ADDRESS,
  );
  const [occupied, setOccupied] = useState(saved?.occupiedByCompany ?? true);
  const [occupierName, setOccupierName] = useState(saved?.occupierName ?? '');
  const [occupierConsent, setOccupierConsent] = useState(saved?.occupierConsent ?? false);
  const [same, setSame] = useState(
    saved
      ? JSON.stringify(strip(saved.principalPlaceOfBusiness)) ===
          JSON.stringify(strip(saved.registeredOffice))
      : true,
  );
  const [place, setPlace] = useState<TAddressDraft>(
    saved ? strip(saved.principalPlaceOfBusiness) : EMPTY_ADDRESS,
  );
  const saver = useStepSaver(props.application, 'offices', props.onSaved);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        saver.submit({
          registeredOffice: { ...office, addressType: 'REGISTERED_OFFICE' },
          occupiedByCompany: occupied,
          ...(occupied ? {} : { occupierName, occupierConsent }),
          principalPlaceOfBusiness: {
            ...(same ? office : place),
            addressType: 'PRINCIPAL_PLACE_OF_BUSINESS',
          },
        });
      }}
    >
      <Stack gap="md">
        <AddressFields legend="Registered office" value={office} onChange={setOffice} />
        <Checkbox
          label="The company will occupy the registered office"
          checked={occupied}
          onChange={(e) => setOccupied(e.currentTarget.checked)}
        />
        {!occupied && (
          <Stack gap="xs">
            <TextInput
              label="Occupier's name"
              value={occupierName}
              onChange={(e) => setOccupierName(e.currentTarget.value)}
            />
            <Checkbox
              label="The occupier has consented in writing to the address being the registered office"
              checked={occupierConsent}
              onChange={(e) => setOccupierConsent(e.currentTarget.checked)}
            />
          </Stack>
        )}
        <Checkbox
          label="The principal place of business is the registered office"
          checked={same}
          onChange={(e) => setSame(e.currentTarget.checked)}
        />
        {!same && (
          <AddressFields legend="Principal place of business" value={place} onChange={setPlace} />
        )}
        <StepProblems problems={saver.problems} />
        <StepActions pending={saver.pending} onBack={props.onBack} />
      </Stack>
    </form>
  );
}
