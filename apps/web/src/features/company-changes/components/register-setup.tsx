import { COMPANY_CHANGE_MESSAGES, type TCompanyRegister } from '@app/domain';
import { Alert, Button, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSetUpRegister } from '../api/company-changes';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { emptyOfficeholder, OfficeholderFields } from './officeholder-fields';

/**
 * "Set up your company register": entered once, from the company's ASIC extract. The first
 * director is also the first shareholder; later changes add the rest.
 */
export function RegisterSetup(props: { businessId: string; entityName: string }) {
  const setUp = useSetUpRegister(props.businessId);
  const [name, setName] = useState(props.entityName);
  const [registeredOn, setRegisteredOn] = useState('');
  const [office, setOffice] = useState(EMPTY_ADDRESS);
  const [director, setDirector] = useState(emptyOfficeholder());
  const [shares, setShares] = useState<number>(100);
  const [price, setPrice] = useState<number>(1);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const holder = `${director.firstName} ${director.lastName}`.trim();
    const register: TCompanyRegister = {
      companyName: name,
      registeredOffice: office,
      principalPlace: office,
      officeholders: [{ ...director, id: 'officeholder-1', appointedOn: registeredOn }],
      shareClasses: [
        { code: 'ORD', name: 'Ordinary', pricePerShareCents: Math.round(price * 100) },
      ],
      members: [
        {
          id: 'member-1',
          name: holder,
          address: director.residentialAddress,
          holdings: [{ classCode: 'ORD', shares, fullyPaid: true, beneficiallyHeld: true }],
        },
      ],
    };
    setUp.mutate({ register, registeredOn });
  };

  return (
    <form onSubmit={submit} aria-labelledby="setup-heading">
      <Stack gap="sm" maw={640}>
        <Title order={2} id="setup-heading">
          Set up your company register
        </Title>
        <Text c="dimmed" size="sm">
          {COMPANY_CHANGE_MESSAGES.registerMissing} Enter the details on your company's ASIC extract
          once; lodged changes keep it up to date.
        </Text>
        <TextInput
          label="Company name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="Date of registration"
          type="date"
          required
          value={registeredOn}
          onChange={(e) => setRegisteredOn(e.currentTarget.value)}
        />
        <AddressFields
          label="Registered office and principal place of business"
          value={office}
          onChange={setOffice}
        />
        <Title order={3} size="h5">
          Director
        </Title>
        <OfficeholderFields value={director} onChange={setDirector} />
        <NumberInput
          label="Ordinary shares the director holds"
          min={1}
          allowDecimal={false}
          value={shares}
          onChange={(v) => setShares(Number(v) || 0)}
        />
        <NumberInput
          label="Price paid per share ($)"
          min={0}
          decimalScale={2}
          value={price}
          onChange={(v) => setPrice(Number(v) || 0)}
        />
        {setUp.error && (
          <Alert color="red" role="alert" title="The register was not saved">
            {setUp.error.message}
          </Alert>
        )}
        <Button type="submit" loading={setUp.isPending}>
          Save register
        </Button>
      </Stack>
    </form>
  );
}
