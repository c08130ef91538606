import { Anchor, Collapse, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

// The sandbox's documented test instruments, for whoever is trying a purchase out.
const TEST_CARDS = [
  [
    '4242 4242 4242 4242',
    'Succeeds. An expiry in the current month shows the expiring-card warning.',
  ],
  ['4000 0000 0000 0002', "Declined: 'Your card was declined.'"],
  ['4000 0000 0000 9995', "Declined: 'Your card has insufficient funds.'"],
  ['4000 0000 0000 0341', 'Saved, but every charge fails; renewals go past due, then unpaid.'],
] as const;

const TEST_ACCOUNTS = [
  ['000-000', '000123456', 'Settles after 3 business days.'],
  ['000-000', '111111113', 'Fails at settlement.'],
] as const;

export function TestCardsHelp() {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="test-cards-help"
      >
        Test cards
      </Anchor>
      <Collapse in={opened} id="test-cards-help">
        <Stack gap="xs" py="xs">
          <Text size="sm" c="dimmed">
            Payments run in the sandbox: no money moves. Use any future expiry and any CVC.
          </Text>
          <Table.ScrollContainer minWidth={320}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Tbody>
                {TEST_CARDS.map(([number, result]) => (
                  <Table.Tr key={number}>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {number}
                    </Table.Td>
                    <Table.Td>{result}</Table.Td>
                  </Table.Tr>
                ))}
                {TEST_ACCOUNTS.map(([bsb, account, result]) => (
                  <Table.Tr key={account}>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      BSB {bsb}, {account}
                    </Table.Td>
                    <Table.Td>{result}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Collapse>
    </Stack>
  );
}
