import type { TCompanyChange, TCompanyChangeType, TCompanyRegister } from '@app/domain';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { emptyOfficeholder, OfficeholderFields } from './officeholder-fields';

/** A new, empty form of a change type, its choices preset from the register. */
export function blankChange(type: TCompanyChangeType, r: TCompanyRegister): TCompanyChange {
  const member = r.members[0]?.id ?? '';
  const share = r.shareClasses[0]?.code ?? 'ORD';
  switch (type) {
    case 'ADD_OFFICEHOLDER':
      return { type, officeholder: emptyOfficeholder() };
    case 'REMOVE_OFFICEHOLDER':
      return { type, officeholderId: r.officeholders[0]?.id ?? '' };
    case 'ADD_SHAREHOLDER':
      return {
        type,
        member: { id: 'new', name: '', address: EMPTY_ADDRESS },
        holding: { classCode: share, shares: 1, fullyPaid: true, beneficiallyHeld: true },
      };
    case 'REMOVE_SHAREHOLDER':
      return { type, memberId: member };
    case 'CHANGE_COMPANY_ADDRESS':
      return { type, which: 'REGISTERED_OFFICE', address: r.registeredOffice };
    case 'CHANGE_COMPANY_NAME':
      return { type, newName: r.companyName };
    case 'CHANGE_TOTAL_SHARES':
      return { type, classCode: share, memberId: member, delta: 1 };
    case 'CHANGE_SHARE_PRICE':
      return {
        type,
        classCode: share,
        pricePerShareCents: r.shareClasses[0]?.pricePerShareCents ?? 100,
      };
    case 'TRANSFER_SHARES':
      return {
        type,
        fromMemberId: member,
        toMemberId: r.members[1]?.id ?? member,
        classCode: share,
        shares: 1,
        considerationCents: 0,
      };
    case 'UPDATE_MEMBER_DETAILS': {
      const m = r.members[0];
      return { type, memberId: member, name: m?.name ?? '', address: m?.address ?? EMPTY_ADDRESS };
    }
    case 'UPDATE_SHAREHOLDER_SHARES': {
      const held = r.members[0]?.holdings.find((h) => h.classCode === share)?.shares ?? 0;
      return { type, memberId: member, classCode: share, shares: held };
    }
  }
}

const dollars = (cents: number) => cents / 100;
const toCents = (v: string | number) => Math.round(Number(v || 0) * 100);

/** The form of one change: only the data ASIC needs for it. */
export function ChangeForm(props: {
  change: TCompanyChange;
  register: TCompanyRegister;
  onChange: (next: TCompanyChange) => void;
}) {
  const { change: c, register: r, onChange } = props;
  const members = r.members.map((m) => ({ value: m.id, label: m.name }));
  const classes = r.shareClasses.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  const officeholders = r.officeholders.map((o) => ({
    value: o.id,
    label: `${o.firstName} ${o.lastName}`,
  }));
  const pick = (
    label: string,
    data: { value: string; label: string }[],
    value: string,
    set: (v: string) => void,
  ) => (
    <Select
      label={label}
      required
      data={data}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && set(v)}
    />
  );

  switch (c.type) {
    case 'ADD_OFFICEHOLDER':
      return (
        <OfficeholderFields
          value={c.officeholder}
          onChange={(officeholder) => onChange({ ...c, officeholder })}
        />
      );
    case 'REMOVE_OFFICEHOLDER':
      return pick('Officeholder who leaves', officeholders, c.officeholderId, (officeholderId) =>
        onChange({ ...c, officeholderId }),
      );
    case 'ADD_SHAREHOLDER':
      return (
        <Stack gap="xs">
          <TextInput
            label="Shareholder's full name"
            required
            value={c.member.name}
            onChange={(e) =>
              onChange({ ...c, member: { ...c.member, name: e.currentTarget.value } })
            }
          />
          <AddressFields
            label="Shareholder's address"
            value={c.member.address}
            onChange={(address) => onChange({ ...c, member: { ...c.member, address } })}
          />
          {pick('Share class', classes, c.holding.classCode, (classCode) =>
            onChange({ ...c, holding: { ...c.holding, classCode } }),
          )}
          <NumberInput
            label="Shares issued"
            required
            min={1}
            allowDecimal={false}
            value={c.holding.shares}
            onChange={(v) => onChange({ ...c, holding: { ...c.holding, shares: Number(v) || 0 } })}
          />
        </Stack>
      );
    case 'REMOVE_SHAREHOLDER':
      return pick('Shareholder removed', members, c.memberId, (memberId) =>
        onChange({ ...c, memberId }),
      );
    case 'CHANGE_COMPANY_ADDRESS':
      return (
        <Stack gap="xs">
          <Select
            label="Which address"
            required
            allowDeselect={false}
            data={[
              { value: 'REGISTERED_OFFICE', label: 'Registered office' },
              { value: 'PRINCIPAL_PLACE', label: 'Principal place of business' },
            ]}
            value={c.which}
            onChange={(v) => v && onChange({ ...c, which: v as typeof c.which })}
          />
          <AddressFields
            label="New address"
            value={c.address}
            onChange={(address) => onChange({ ...c, address })}
          />
        </Stack>
      );
    case 'CHANGE_COMPANY_NAME':
      return (
        <TextInput
          label="New company name"
          description="Ends with Pty Ltd; the members pass a special resolution"
          required
          value={c.newName}
          onChange={(e) => onChange({ ...c, newName: e.currentTarget.value })}
        />
      );
    case 'CHANGE_TOTAL_SHARES':
      return (
        <Stack gap="xs">
          {pick('Share class', classes, c.classCode, (classCode) => onChange({ ...c, classCode }))}
          {pick('Shareholder', members, c.memberId, (memberId) => onChange({ ...c, memberId }))}
          <NumberInput
            label="Shares issued (negative to cancel)"
            required
            allowDecimal={false}
            value={c.delta}
            onChange={(v) => onChange({ ...c, delta: Number(v) || 0 })}
          />
        </Stack>
      );
    case 'CHANGE_SHARE_PRICE':
      return (
        <Stack gap="xs">
          {pick('Share class', classes, c.classCode, (classCode) => onChange({ ...c, classCode }))}
          <NumberInput
            label="Price per share ($)"
            required
            min={0}
            decimalScale={2}
            value={dollars(c.pricePerShareCents)}
            onChange={(v) => onChange({ ...c, pricePerShareCents: toCents(v) })}
          />
        </Stack>
      );
    case 'TRANSFER_SHARES':
      return (
        <Stack gap="xs">
          {pick('From', members, c.fromMemberId, (fromMemberId) =>
            onChange({ ...c, fromMemberId }),
          )}
          {pick('To', members, c.toMemberId, (toMemberId) => onChange({ ...c, toMemberId }))}
          {pick('Share class', classes, c.classCode, (classCode) => onChange({ ...c, classCode }))}
          <NumberInput
            label="Shares transferred"
            required
            min={1}
            allowDecimal={false}
            value={c.shares}
            onChange={(v) => onChange({ ...c, shares: Number(v) || 0 })}
          />
          <NumberInput
            label="Amount paid for them ($)"
            min={0}
            decimalScale={2}
            value={dollars(c.considerationCents)}
            onChange={(v) => onChange({ ...c, considerationCents: toCents(v) })}
          />
        </Stack>
      );
    case 'UPDATE_MEMBER_DETAILS':
      return (
        <Stack gap="xs">
          {pick('Shareholder', members, c.memberId, (memberId) => {
            const m = r.members.find((x) => x.id === memberId);
            onChange({ ...c, memberId, name: m?.name ?? c.name, address: m?.address ?? c.address });
          })}
          <TextInput
            label="Name"
            required
            value={c.name}
            onChange={(e) => onChange({ ...c, name: e.currentTarget.value })}
          />
          <AddressFields
            label="Address"
            value={c.address}
            onChange={(address) => onChange({ ...c, address })}
          />
        </Stack>
      );
    case 'UPDATE_SHAREHOLDER_SHARES':
      return (
        <Stack gap="xs">
          {pick('Shareholder', members, c.memberId, (memberId) => onChange({ ...c, memberId }))}
          {pick('Share class', classes, c.classCode, (classCode) => onChange({ ...c, classCode }))}
          <NumberInput
            label="Shares now held"
            required
            min={0}
            allowDecimal={false}
            value={c.shares}
            onChange={(v) => onChange({ ...c, shares: Number(v) || 0 })}
          />
        </Stack>
      );
  }
}
