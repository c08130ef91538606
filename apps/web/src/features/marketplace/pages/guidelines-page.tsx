import { List, Stack, Text, Title } from '@mantine/core';

/** /my-quotes/guidelines: how lawyers quote, talk to clients and get paid here. */
export function GuidelinesPage() {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Community guidelines</Title>
      <Text>
        Clients come to the marketplace to compare clear, fixed-fee quotes from lawyers they can
        trust. These rules keep it that way.
      </Text>
      <Title order={2} size="h3">
        Quoting
      </Title>
      <List spacing="xs">
        <List.Item>Quote a fixed fee for a defined scope, with a realistic timeline.</List.Item>
        <List.Item>
          Every quote carries the costs disclosure the Legal Profession Uniform Law s 174 requires:
          an estimate of the total legal costs and the client’s rights.
        </List.Item>
        <List.Item>
          Quote only on matters within your practising certificate and expertise.
        </List.Item>
      </List>
      <Title order={2} size="h3">
        Talking to clients
      </Title>
      <List spacing="xs">
        <List.Item>
          Clients stay anonymous until they accept a quote. Do not ask for or share phone numbers,
          e-mail addresses or links before then: the chat hides them.
        </List.Item>
        <List.Item>Reply within one business day and keep all work on the platform.</List.Item>
      </List>
      <Title order={2} size="h3">
        Getting paid
      </Title>
      <List spacing="xs">
        <List.Item>
          The client pays when they accept your quote; we hold the fee until they accept the work,
          or 14 days after you mark it done if they do not respond.
        </List.Item>
        <List.Item>
          Your earnings are the fixed fee less the platform fee, shown per job in Payouts.
        </List.Item>
        <List.Item>
          A job cancelled before you deliver it is refunded to the client in full.
        </List.Item>
      </List>
    </Stack>
  );
}
