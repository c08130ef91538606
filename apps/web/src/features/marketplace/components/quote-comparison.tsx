import { formatDollars } from '@app/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { describePaymentMethod, usePaymentMethods } from '../../billing';
import { type TBrief, type TQuote, useAcceptQuote } from '../api/marketplace';
import { LawyerRating } from './lawyer-rating';

/** The quotes on a brief side by side, cheapest first, each with its s 174 disclosure. */
export function QuoteComparison({ brief }: { brief: TBrief }) {
  const [accepting, setAccepting] = useState<TQuote | null>(null);
  if (brief.quotes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No quotes yet. Lawyers usually reply within a day or two.
      </Text>
    );
  }
  const open = brief.status === 'OPEN';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" aria-label="Quotes side by side">
        {brief.quotes.map((q) => (
          <Paper key={q.id} withBorder p="sm" radius="md" data-testid="quote-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{q.lawyerName}</Text>
                {q.status !== 'SUBMITTED' && (
                  <Badge color={q.status === 'ACCEPTED' ? 'green' : 'gray'} variant="light">
                    {q.status === 'ACCEPTED' ? 'Accepted' : 'Not chosen'}
                  </Badge>
                )}
              </Group>
              <LawyerRating rating={q.lawyerRating} />
              <Text size="xl" fw={700}>
                {formatDollars(q.feeCents)}
              </Text>
              <Text size="sm">Fixed fee · {q.timelineDays} days</Text>
              <Text size="sm">Total cost estimate: {formatDollars(q.totalEstimateCents)}</Text>
              <Text size="sm">{q.scope}</Text>
              {q.disbursements && <Text size="sm">Disbursements: {q.disbursements}</Text>}
              <details>
                <summary>
                  <Text span size="sm">
                    Your rights (costs disclosure)
                  </Text>
                </summary>
                <Text size="xs">{q.clientRights}</Text>
              </details>
              {open && (
                <Button size="sm" onClick={() => setAccepting(q)}>
                  Accept and pay {formatDollars(q.feeCents)}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {accepting && <AcceptDialog quote={accepting} onClose={() => setAccepting(null)} />}
    </>
  );
}

function AcceptDialog({ quote, onClose }: { quote: TQuote; onClose: () => void }) {
  const methods = usePaymentMethods();
  const accept = useAcceptQuote();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = methods.data ?? [];
  const selected = chosen ?? list.find((m) => m.defaultPayment)?.id ?? list[0]?.id ?? null;
  return (
    <Modal opened onClose={onClose} title={`Accept ${quote.lawyerName}’s quote`} centered>
      <Stack gap="md">
        <Text size="sm">
          You pay the fixed fee of {formatDollars(quote.feeCents)} now. We hold it until you accept
          the finished work; if the job is cancelled before then you get it all back.
        </Text>
        {methods.isPending && <Text size="sm">Loading your saved cards…</Text>}
        {methods.data && list.length === 0 && (
          <Alert color="yellow" title="No saved card">
            Add a card in{' '}
            <Anchor component={Link} to={paths.settingsSubscriptions()}>
              your subscriptions settings
            </Anchor>
            , then come back to accept.
          </Alert>
        )}
        {list.length > 0 && (
          <Radio.Group label="Pay with" value={selected} onChange={setChosen}>
            <Stack gap={6} mt={6}>
              {list.map((m) => (
                <Radio key={m.id} value={m.id} label={describePaymentMethod(m)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not yet
          </Button>
          <Button
            disabled={!selected}
            loading={accept.isPending}
            onClick={() =>
              selected &&
              accept.mutate(
                { quoteId: quote.id, paymentMethodId: selected },
                {
                  onSuccess: () => {
                    showSuccessToast(`Quote accepted. ${quote.lawyerName} can start.`);
                    onClose();
                  },
                  onError: (e) => showErrorToast(e.message),
                },
              )
            }
          >
            Pay and accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
