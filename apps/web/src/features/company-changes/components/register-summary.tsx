import { shareTotals, type TCompanyRegister, type TRegisterAddress } from '@app/domain';
import { List, Stack, Text, Title } from '@mantine/core';

const address = (a: TRegisterAddress) =>
  [a.line1, a.line2, `${a.suburb} ${a.state} ${a.postcode}`].filter(Boolean).join(', ');

/** The company statement: what the register says, as ASIC would print it. */
export function RegisterSummary({
  register: r,
  heading,
}: {
  register: TCompanyRegister;
  heading: string;
}) {
  const totals = shareTotals(r);
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {heading}
      </Title>
      <Text size="sm">
        <b>Name:</b> {r.companyName}
      </Text>
      <Text size="sm">
        <b>Registered office:</b> {address(r.registeredOffice)}
      </Text>
      <Text size="sm">
        <b>Principal place of business:</b> {address(r.principalPlace)}
      </Text>
      <Text size="sm" fw={600}>
        Officeholders
      </Text>
      <List size="sm" spacing={2}>
        {r.officeholders.map((o) => (
          <List.Item key={o.id}>
            {o.firstName} {o.lastName} ({o.roles.map((x) => x.toLowerCase()).join(', ')})
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600}>
        Shares
      </Text>
      <List size="sm" spacing={2}>
        {r.shareClasses.map((s) => (
          <List.Item key={s.code}>
            {s.name} ({s.code}): {totals[s.code] ?? 0} shares at $
            {(s.pricePerShareCents / 100).toFixed(2)}
          </List.Item>
        ))}
        {r.members.map((m) => (
          <List.Item key={m.id}>
            {m.name}:{' '}
            {m.holdings.map((h) => `${h.shares} ${h.classCode}`).join(', ') || 'no shares'}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
