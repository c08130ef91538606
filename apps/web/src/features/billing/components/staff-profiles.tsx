import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { initials } from '../../../lib/format';

// The four staff profiles of the success screens (SPEC §1): two lawyers, two accountants.
// The people are made up for the product; their names say so.
export const STAFF_PROFILES = [
  {
    name: 'Juniper Quillfeather',
    role: 'Lawyer',
    focus: 'Commercial contracts, terms of trade and leases',
  },
  { name: 'Rowan Inkwell', role: 'Lawyer', focus: 'Employment, disputes and company matters' },
  {
    name: 'Marlowe Ledgerton',
    role: 'Accountant',
    focus: 'Small business tax, BAS and structures',
  },
  { name: 'Tansy Abacus', role: 'Accountant', focus: 'Bookkeeping, payroll and cash flow' },
] as const;

export function StaffProfiles() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="staff-profiles">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Meet your advisers
        </Title>
        <Text size="sm" c="dimmed">
          Book a consultation with the team from Consultations whenever you need them.
        </Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {STAFF_PROFILES.map((person) => (
            <Group key={person.name} gap="sm" wrap="nowrap" component="li" aria-label={person.name}>
              <Avatar
                color={person.role === 'Lawyer' ? 'blue' : 'teal'}
                radius="xl"
                aria-hidden="true"
              >
                {initials(person.name)}
              </Avatar>
              <div>
                <Text fw={600} size="sm">
                  {person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {person.role} · {person.focus}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
